import type { Plugin } from 'vite';

const STUB = '\0portal-no-css-vars-theme';
/** MUI's module that imports the CSS-variables theme builder (for its `cssVariables: true` branch). */
const CREATE_THEME = /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/;

/** What the build puts in place of MUI's CSS-variables theme builder: never called, it says so if it is. */
export const CSS_VARS_THEME_STUB =
  'export default function createThemeWithVars() {' +
  " throw new Error('The portal builds its MUI theme without CSS variables (vite-no-css-vars-theme.ts).');" +
  ' }';

/**
 * MUI's `createTheme` (the portal's theme, app/theme.ts, and MUI's default theme, which every styled
 * component imports) calls its CSS-variables theme builder only when `cssVariables` is set; the portal never
 * sets it, and with neither `cssVariables` nor `colorSchemes` createTheme builds the theme as MUI v5 did
 * (createThemeNoVars). The builder and what it imports (the CSS-variable parser and generator) are ~3.9 KB
 * (brotli) of every page's first paint, the sign-in page's included, never run: the build gives
 * createTheme a stub of it instead. app/theme.test.ts checks the theme has no CSS variables.
 */
export function noCssVarsTheme(): Plugin {
  return {
    name: 'portal-no-css-vars-theme',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './createThemeWithVars.mjs' || !importer || !CREATE_THEME.test(importer))
        return undefined;
      return STUB;
    },
    load: (id) => (id === STUB ? CSS_VARS_THEME_STUB : undefined),
  };
}
