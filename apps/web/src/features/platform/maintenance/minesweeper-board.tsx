import { useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, ButtonBase, Stack, Typography } from '@mui/material';
import FlagIcon from '@mui/icons-material/Flag';
import { PLATFORM_MESSAGES } from '@portal/domain';
import {
  countFlags,
  countMines,
  createGame,
  DEFAULT_MINE_CHANCE,
  DEFAULT_SIZE,
  reveal,
  toggleFlag,
  type Cell,
  type Game,
} from './minesweeper.ts';

const NUMBER_COLOURS = [
  '',
  '#1565c0',
  '#2e7d32',
  '#c62828',
  '#4527a0',
  '#6d4c41',
  '#00838f',
  '#212121',
  '#616161',
];

/**
 * A mine, drawn: an emoji renders as an empty box where no emoji font is installed. Decorative; the
 * square's label says 'mine'.
 */
export function MineIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.2em"
      height="1.2em"
      aria-hidden="true"
      focusable="false"
      data-testid="mine"
    >
      <g stroke="#212121" strokeWidth="2" strokeLinecap="round">
        <line x1="12" y1="2" x2="12" y2="22" />
        <line x1="2" y1="12" x2="22" y2="12" />
        <line x1="5" y1="5" x2="19" y2="19" />
        <line x1="19" y1="5" x2="5" y2="19" />
      </g>
      <circle cx="12" cy="12" r="6.5" fill="#212121" />
      <circle cx="9.8" cy="9.8" r="1.8" fill="#ffffff" />
    </svg>
  );
}

function cellLabel(cell: Cell, row: number, col: number): string {
  const where = `Row ${row + 1}, column ${col + 1}`;
  if (cell.flagged && !cell.revealed) return `${where}, flagged`;
  if (!cell.revealed) return `${where}, hidden`;
  if (cell.mine) return `${where}, mine`;
  return `${where}, ${cell.adjacent === 0 ? 'empty' : `${cell.adjacent} adjacent`}`;
}

/** Every way to play, a phone's included. */
export const HOW_TO_PLAY =
  'Click or tap to uncover a square; right-click, long-press, or press F to plant a flag.';

/** How long a finger rests on a square to flag it: a phone has no right-click or F key. */
export const LONG_PRESS_MS = 500;

/**
 * Long-press on a touch screen: flags the square after LONG_PRESS_MS, and the tap that ends the press
 * does not also uncover it. A finger that moves or lifts sooner is a tap (or a scroll), as before.
 */
function useLongPress(onLongPress: (index: number) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Set while a finger is down: the browser's own long-press menu (contextmenu) then flags nothing twice.
  const touching = useRef(false);
  const fired = useRef(false);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  return {
    touching,
    /** True once, for the click that ends a long-press (it must not uncover the square just flagged). */
    swallowClick: () => {
      const was = fired.current;
      fired.current = false;
      return was;
    },
    handlers: (index: number) => ({
      onTouchStart: () => {
        touching.current = true;
        fired.current = false;
        cancel();
        timer.current = setTimeout(() => {
          timer.current = null;
          fired.current = true;
          onLongPress(index);
        }, LONG_PRESS_MS);
      },
      onTouchMove: cancel,
      onTouchCancel: () => {
        touching.current = false;
        cancel();
      },
      onTouchEnd: (e: { preventDefault: () => void }) => {
        touching.current = false;
        cancel();
        // No emulated click after a long-press.
        if (fired.current) e.preventDefault();
      },
    }),
  };
}

/**
 * A playable board: click or tap reveals; right-click, a long-press or F on the focused cell flags.
 * Arrow keys move between cells so the game works from the keyboard.
 */
export function MinesweeperBoard({
  size = DEFAULT_SIZE,
  mineChance = DEFAULT_MINE_CHANCE,
}: {
  size?: number;
  mineChance?: number;
}) {
  const [game, setGame] = useState<Game>(() => createGame(size, size, mineChance));
  const reset = () => setGame(createGame(size, size, mineChance));
  const press = useLongPress((i) => setGame((g) => toggleFlag(g, i)));

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowUp: -size, ArrowDown: size, ArrowLeft: -1, ArrowRight: 1 };
    if (e.key === 'f' || e.key === 'F') {
      e.preventDefault();
      setGame((g) => toggleFlag(g, index));
      return;
    }
    const move = moves[e.key];
    if (move === undefined) return;
    e.preventDefault();
    const next = index + move;
    const sameRow = Math.floor(next / size) === Math.floor(index / size);
    if (next < 0 || next >= size * size || (Math.abs(move) === 1 && !sameRow)) return;
    document.querySelector<HTMLButtonElement>(`[data-cell="${next}"]`)?.focus();
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={reset}>
          {PLATFORM_MESSAGES.resetGame}
        </Button>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {game.started ? `${countMines(game) - countFlags(game)} mines left` : 'Click any square to start'}
        </Typography>
      </Stack>
      <Box
        role="grid"
        aria-label="Minesweeper"
        sx={{
          display: 'grid',
          // Equal tracks whatever a square holds: with content-sized rows, a row of empty squares after a
          // loss (mines shown in the others) shrank to 17 px.
          gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${size}, minmax(0, 1fr))`,
          gap: '2px',
          width: 'min(100%, 360px)',
          aspectRatio: '1',
          bgcolor: 'grey.400',
          p: '2px',
          borderRadius: 1,
        }}
        onContextMenu={(e) => e.preventDefault()}
      >
        {Array.from({ length: size }, (_r, row) => (
          // A grid holds rows (axe aria-required-children); display: contents keeps the square layout.
          <Box key={row} role="row" sx={{ display: 'contents' }}>
            {game.cells.slice(row * size, row * size + size).map((cell, col) => {
              const i = row * size + col;
              const exploded = cell.revealed && cell.mine;
              return (
                <ButtonBase
                  key={i}
                  data-cell={i}
                  role="gridcell"
                  aria-label={cellLabel(cell, row, col)}
                  onClick={() => {
                    if (!press.swallowClick()) setGame((g) => reveal(g, i));
                  }}
                  onContextMenu={(e) => {
                    e.preventDefault();
                    // A finger's long-press flags through its own timer, not the browser's menu as well.
                    if (!press.touching.current) setGame((g) => toggleFlag(g, i));
                  }}
                  {...press.handlers(i)}
                  onKeyDown={(e) => onKeyDown(e, i)}
                  sx={{
                    bgcolor: exploded ? 'error.light' : cell.revealed ? 'grey.100' : 'primary.light',
                    color: NUMBER_COLOURS[cell.adjacent] ?? 'text.primary',
                    fontWeight: 700,
                    fontSize: { xs: 14, sm: 16 },
                    minWidth: 0,
                    minHeight: 0,
                    // A long-press flags: no text selection or callout menu over the board.
                    userSelect: 'none',
                    WebkitUserSelect: 'none',
                    WebkitTouchCallout: 'none',
                    touchAction: 'manipulation',
                    '&:hover': { filter: cell.revealed ? undefined : 'brightness(1.1)' },
                    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'secondary.main', zIndex: 1 },
                  }}
                >
                  {cell.flagged && !cell.revealed ? (
                    <FlagIcon fontSize="small" sx={{ color: 'error.main' }} />
                  ) : exploded ? (
                    <MineIcon />
                  ) : cell.revealed && cell.adjacent > 0 ? (
                    cell.adjacent
                  ) : (
                    ''
                  )}
                </ButtonBase>
              );
            })}
          </Box>
        ))}
      </Box>
      {/* A <p> in the h6 style: a heading may not be a status (axe aria-allowed-role). */}
      <Typography role="status" variant="h6" component="p" sx={{ minHeight: 32 }}>
        {game.status === 'won'
          ? PLATFORM_MESSAGES.victory
          : game.status === 'lost'
            ? PLATFORM_MESSAGES.defeat
            : ''}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {HOW_TO_PLAY}
      </Typography>
    </Stack>
  );
}
