import { alpha, type Theme } from '@mui/material/styles';

/** How a row may stand out: muted (a line taken out of an order) or an error (a row that will not save). */
export type RowTone = 'muted' | 'error';

/** The width (and height) of a row's icon button (`CellIconButton`): a column of them reserves multiples of it. */
export const CELL_ICON_BUTTON_SIZE = 30;

/** MUI's table cell border on a light theme (its divider, opaque, lightened by 88%). */
const CELL_BORDER = '1px solid rgb(224, 224, 224)';

/**
 * The look of MUI's table body (cells, hover, selection) for plain <tr>/<td>, written once per table
 * instead of once per cell, plus the light parts rows use (cell-parts.tsx, cell-marker.tsx,
 * cell-switch.tsx): chips, icon buttons, icons, switches, text buttons and thumbnails.
 */
export const tableBodyStyles = (size: 'small' | 'medium') => (theme: Theme) => ({
  '& tbody td': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    borderBottom: CELL_BORDER,
    textAlign: 'left' as const,
    verticalAlign: 'middle',
    py: size === 'small' ? '6px' : 2,
  },
  '& tbody tr:hover': { backgroundColor: theme.palette.action.hover },
  '& tbody tr.row-selected': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  '& tbody tr.row-clickable': { cursor: 'pointer' },
  // Muted by colour, never by opacity: a faded row failed 4.5:1 (a removed line's text at 4.29:1, its
  // chip at 2.67:1). The secondary text colour on a light grey keeps 5.5:1 and the chips keep their own.
  '& tbody tr.row-muted': {
    backgroundColor: theme.palette.grey[50],
    '& td': { color: theme.palette.text.secondary },
  },
  '& tbody tr.row-error': { backgroundColor: alpha(theme.palette.error.main, 0.08) },
  '& .row-checkbox': {
    width: 18,
    height: 18,
    m: 0,
    verticalAlign: 'middle',
    accentColor: theme.palette.primary.main,
    cursor: 'pointer',
  },
  '& .row-checkbox:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& .cell-link': {
    color: theme.palette.primary.main,
    textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
  '& .cell-button-link': {
    ...theme.typography.button,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    padding: '3px 9px',
    whiteSpace: 'nowrap',
    borderRadius: `${theme.shape.borderRadius}px`,
    border: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
    color: theme.palette.primary.main,
    textDecoration: 'none',
    '&:hover': {
      borderColor: theme.palette.primary.main,
      backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
    },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  '& .cell-nowrap': { whiteSpace: 'nowrap' },
  // A long value with no spaces (a 64-character SKU) breaks anywhere rather than widen its column.
  '& .cell-break': { overflowWrap: 'anywhere', wordBreak: 'break-word' },
  // A value with an error and the error under it, in the darker red that reaches 4.5:1 on an error row's tint.
  '& .cell-error': { color: theme.palette.error.dark, fontWeight: 600 },
  '& .cell-error-caption': {
    ...theme.typography.caption,
    display: 'block',
    maxWidth: 220,
    color: theme.palette.error.dark,
  },
  '& .cell-caption': { ...theme.typography.caption, color: theme.palette.text.secondary },
  '& .cell-actions': { display: 'flex', whiteSpace: 'nowrap' },
  '& .cell-chips': { display: 'flex', gap: '4px', flexWrap: 'wrap' },
  ...cellChipStyles(theme),
  '& .cell-icon-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: CELL_ICON_BUTTON_SIZE,
    height: CELL_ICON_BUTTON_SIZE,
    p: 0,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: theme.palette.action.active,
    cursor: 'pointer',
    '& svg': { width: 20, height: 20, fill: 'currentColor' },
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 0 },
  },
  '& .cell-icon-button-danger': { color: theme.palette.error.dark },
  '& .cell-icon-focusable:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
    borderRadius: '2px',
  },
  '& .cell-secondary': { display: 'block', color: theme.palette.text.secondary },
  '& .cell-markers': { display: 'flex', gap: '4px', alignItems: 'center' },
  ...cellIconStyles(theme),
  ...cellSwitchStyles(theme),
  '& .cell-toggle': { display: 'flex', alignItems: 'center', gap: '8px', whiteSpace: 'nowrap' },
  // MUI's small text button (e.g. a price that turns into a field when clicked).
  '& .cell-text-button': {
    ...theme.typography.button,
    fontSize: theme.typography.pxToRem(13),
    fontVariantNumeric: 'tabular-nums',
    padding: '4px',
    border: 0,
    borderRadius: `${theme.shape.borderRadius}px`,
    background: 'none',
    color: theme.palette.primary.main,
    cursor: 'pointer',
    '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 0 },
  },
  // A thumbnail that is a button (a product's image): its keyboard focus shows as a thick ring.
  '& .cell-thumb': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    p: 0,
    border: 0,
    borderRadius: `${theme.shape.borderRadius}px`,
    overflow: 'hidden',
    verticalAlign: 'middle',
    backgroundColor: theme.palette.grey[100],
    cursor: 'pointer',
    '& img': { display: 'block', width: 44, height: 44, objectFit: 'cover' },
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
});

const ICON_TONES = ['primary', 'error', 'warning'] as const;

/** MUI's small icon (20 px) in its `color`s: action (grey), disabled, and palette colours. */
function cellIconStyles(theme: Theme) {
  return {
    '& .cell-icon': {
      width: 20,
      height: 20,
      flexShrink: 0,
      verticalAlign: 'middle',
      fill: 'currentColor',
      color: theme.palette.action.active,
    },
    '& .cell-icon-disabled': { color: theme.palette.action.disabled },
    ...Object.fromEntries(
      ICON_TONES.map((tone) => [`& .cell-icon-${tone}`, { color: theme.palette[tone].main }]),
    ),
  };
}

/**
 * A checkbox drawn as a switch: a grey track (4.6:1 on white) with a white thumb at the left when off,
 * the theme's green with the thumb at the right when on; a ring shows keyboard focus. In forced colours
 * (Windows high contrast) the system's colours draw it.
 */
function cellSwitchStyles(theme: Theme) {
  return {
    '& .cell-switch': {
      appearance: 'none',
      position: 'relative',
      flexShrink: 0,
      width: 36,
      height: 20,
      m: 0,
      borderRadius: '10px',
      backgroundColor: theme.palette.grey[600],
      cursor: 'pointer',
      transition: 'background-color 120ms',
      '&::before': {
        content: '""',
        position: 'absolute',
        top: 3,
        left: 3,
        width: 14,
        height: 14,
        borderRadius: '50%',
        backgroundColor: theme.palette.common.white,
        transition: 'transform 120ms',
      },
      '&:checked': { backgroundColor: theme.palette.primary.main },
      '&:checked::before': { transform: 'translateX(16px)' },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&::before': { transition: 'none' } },
      '@media (forced-colors: active)': {
        forcedColorAdjust: 'none',
        backgroundColor: 'Canvas',
        border: '1px solid ButtonText',
        '&::before': { top: 2, left: 2, backgroundColor: 'ButtonText' },
        '&:checked': { backgroundColor: 'Highlight', borderColor: 'Highlight' },
        '&:checked::before': { backgroundColor: 'HighlightText' },
      },
    },
  };
}

const CHIP_TONES = ['warning', 'info', 'success', 'error'] as const;

/** MUI's small chip, filled or outlined, in the default grey or a palette colour. */
function cellChipStyles(theme: Theme) {
  const tones = Object.fromEntries(
    CHIP_TONES.flatMap((tone) => {
      const { main, contrastText } = theme.palette[tone];
      return [
        [`& .cell-chip-${tone}`, { backgroundColor: main, color: contrastText }],
        [
          `& .cell-chip-${tone}.cell-chip-outlined`,
          { backgroundColor: 'transparent', color: main, borderColor: alpha(main, 0.7) },
        ],
      ];
    }),
  );
  return {
    '& .cell-chip': {
      display: 'inline-block',
      maxWidth: '100%',
      height: 24,
      lineHeight: '22px',
      px: '8px',
      border: '1px solid transparent',
      borderRadius: '16px',
      fontSize: theme.typography.pxToRem(13),
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'middle',
      backgroundColor: theme.palette.action.selected,
      color: theme.palette.text.primary,
    },
    '& .cell-chip-outlined': { backgroundColor: 'transparent', borderColor: '#bdbdbd' },
    ...tones,
  };
}
