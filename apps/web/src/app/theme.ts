import { createTheme } from '@mui/material/styles';
import { FONT_FAMILY, MD, PALETTE, SM } from '../lib/layout-sizes.ts';

export const theme = createTheme({
  palette: {
    primary: { main: PALETTE.primary },
    secondary: { main: PALETTE.secondary },
    background: { default: PALETTE.background },
    // Every text reaches 4.5:1 on white and on the page background (#f5f7f5): MUI's default warning
    // (#ed6c02, 3.11:1), info (#0288d1, 3.86:1) and disabled text (#9e9e9e, 2.67:1) do not, and they
    // colour outlined chips, 'Not set' values, disabled helper text and snackbars everywhere.
    warning: { main: '#a84e00', contrastText: '#ffffff' },
    info: { main: '#01579b', contrastText: '#ffffff' },
    text: { disabled: '#6b6b6b' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: FONT_FAMILY,
  },
  breakpoints: { values: { xs: 0, sm: SM, md: MD, lg: 992, xl: 1400 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // A menu or a list of options opened by the person draws over the notices (notistack's 1400), so a
    // kept notice (offline) never covers an option; dialogs stay under the notices, which speak of them.
    MuiPopover: { styleOverrides: { root: { zIndex: 1450 } } },
    MuiAutocomplete: { styleOverrides: { popper: { zIndex: 1450 } } },
    // Keyboard focus shows as a ring in the theme's green, white on the green app bar (MUI's
    // own focus was a faint ripple on green).
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: '3px solid #1b5e20', outlineOffset: 2 },
          '.MuiAppBar-root &.Mui-focusVisible': { outlineColor: '#ffffff' },
        },
      },
    },
  },
});
