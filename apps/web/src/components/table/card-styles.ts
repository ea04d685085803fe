import type { Theme } from '@mui/material/styles';

/** The class a table takes on a phone, where each row is drawn as a card. */
export const CARDS_CLASS = 'table-cards';

/** Text for screen readers only. */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  // Strings: in sx a number up to 1 is a fraction of the parent (1 would be 100%).
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** How much of a card's width its labels take. */
const LABEL_WIDTH = '38%';

/**
 * Under 768 px a table's rows are cards: every cell is a line "Label  value", the label
 * from the cell's column header (its data-label), so the state the spec puts in a table (a status, a
 * delivery day, a switch) is on screen without scrolling sideways inside the table. The header row
 * stays for screen readers, and the table keeps its roles (set explicitly, as a display other than
 * table's may drop them). Text breaks anywhere rather than widen the card.
 */
export const cardStyles = (theme: Theme) => ({
  [`&.${CARDS_CLASS}`]: { display: 'block', width: '100%' },
  [`&.${CARDS_CLASS} thead`]: VISUALLY_HIDDEN,
  [`&.${CARDS_CLASS} tbody`]: { display: 'block' },
  [`&.${CARDS_CLASS} tbody tr`]: {
    display: 'block',
    height: 'auto',
    padding: '8px 12px',
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  [`&.${CARDS_CLASS} tbody td`]: {
    display: 'block',
    position: 'relative',
    minHeight: 32,
    padding: '4px 0',
    border: 0,
    overflowWrap: 'anywhere',
  },
  [`&.${CARDS_CLASS} tbody td[data-label]`]: { paddingLeft: `calc(${LABEL_WIDTH} + 12px)` },
  [`&.${CARDS_CLASS} tbody td[data-label]::before`]: {
    content: 'attr(data-label)',
    position: 'absolute',
    left: 0,
    top: '4px',
    width: LABEL_WIDTH,
    fontWeight: 500,
    color: theme.palette.text.secondary,
  },
  // Buttons and chips in a row wrap on a card rather than run off it.
  [`&.${CARDS_CLASS} .cell-actions, &.${CARDS_CLASS} .cell-toggle, &.${CARDS_CLASS} .cell-nowrap`]: {
    flexWrap: 'wrap',
    whiteSpace: 'normal',
  },
});
