/// <reference types="vite/client" />
declare const __APP_VERSION__: string;

/** The early requests' table, produced by the build from the route manifest (vite-landing-requests.ts). */
declare module 'virtual:landing-requests' {
  const table: Record<string, readonly string[]>;
  export default table;
}
