/**
 * Node's WebAssembly global, as much of it as the API uses (pglite-engine.ts compiles PGlite's engine
 * once). The API's types are Node's and ES2023's, and neither declares it: the DOM's types do.
 */
declare namespace WebAssembly {
  class Module {
    private constructor();
  }
  function compile(bytes: Uint8Array): Promise<Module>;
}
