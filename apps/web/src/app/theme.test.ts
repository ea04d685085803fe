import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

/*
 * The build gives MUI's createTheme a stub in place of its CSS-variables theme builder
 * (vite-no-css-vars-theme.ts): these are the two themes the portal builds, and neither may need it.
 */
describe('the MUI themes the portal builds', () => {
  it('are built without CSS variables: the theme of app/theme.ts, and MUI default theme', () => {
    expect(theme.vars).toBeUndefined();
    expect(createTheme().vars).toBeUndefined();
  });
});
