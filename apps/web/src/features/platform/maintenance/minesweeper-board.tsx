import { useState, type KeyboardEvent } from 'react';
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

/**
 * A playable board: click reveals, right-click (or F on the focused cell) flags. Arrow keys move between
 * cells so the game works from the keyboard.
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
          gridTemplateColumns: `repeat(${size}, 1fr)`,
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
                  onClick={() => setGame((g) => reveal(g, i))}
                  onContextMenu={(e) => {
                    e.preventDefault();
                    setGame((g) => toggleFlag(g, i));
                  }}
                  onKeyDown={(e) => onKeyDown(e, i)}
                  sx={{
                    bgcolor: exploded ? 'error.light' : cell.revealed ? 'grey.100' : 'primary.light',
                    color: NUMBER_COLOURS[cell.adjacent] ?? 'text.primary',
                    fontWeight: 700,
                    fontSize: { xs: 14, sm: 16 },
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
        Click to uncover a square; right-click, or press F, to plant a flag.
      </Typography>
    </Stack>
  );
}
