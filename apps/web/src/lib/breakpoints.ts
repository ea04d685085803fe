import { useMediaQuery } from '@mui/material';

/** The spec's breakpoints: under 768 px is mobile; 992 px and up is the wide layout. */
export const MOBILE_MAX = 767.95;
export const WIDE_MIN = 992;

export const useIsMobile = () => useMediaQuery(`(max-width:${MOBILE_MAX}px)`);
export const useIsWide = () => useMediaQuery(`(min-width:${WIDE_MIN}px)`);
