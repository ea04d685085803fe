import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1b5e20' },
    secondary: { main: '#ff8f00' },
    background: { default: '#f5f7f5' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 992, xl: 1400 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
