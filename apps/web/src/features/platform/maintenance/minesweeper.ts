/**
 * The maintenance page's minesweeper, as pure functions over an immutable game (spec 002 sections 2 and 9:
 * 10 x 10, mine chance 0.15 by default, 0.18 on the maintenance page; states active, won, lost).
 * Mines are placed on the first reveal, away from the clicked cell and its neighbours, so the first click
 * is always safe and opens an area.
 */
export type Cell = { mine: boolean; revealed: boolean; flagged: boolean; adjacent: number };
export type GameStatus = 'active' | 'won' | 'lost';
export type Game = {
  rows: number;
  cols: number;
  mineChance: number;
  cells: Cell[];
  status: GameStatus;
  /** Mines are placed on the first reveal. */
  started: boolean;
};

export const DEFAULT_SIZE = 10;
export const DEFAULT_MINE_CHANCE = 0.15;
export const MAINTENANCE_MINE_CHANCE = 0.18;

export function createGame(rows = DEFAULT_SIZE, cols = DEFAULT_SIZE, mineChance = DEFAULT_MINE_CHANCE): Game {
  const cells = Array.from({ length: rows * cols }, () => ({
    mine: false,
    revealed: false,
    flagged: false,
    adjacent: 0,
  }));
  return { rows, cols, mineChance, cells, status: 'active', started: false };
}

export function neighbours(game: Pick<Game, 'rows' | 'cols'>, index: number): number[] {
  const r = Math.floor(index / game.cols);
  const c = index % game.cols;
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      const nr = r + dr;
      const nc = c + dc;
      if (nr >= 0 && nr < game.rows && nc >= 0 && nc < game.cols) out.push(nr * game.cols + nc);
    }
  return out;
}

/** Lays mines with the game's chance everywhere except the safe cell and its neighbours. */
export function placeMines(game: Game, safeIndex: number, random: () => number = Math.random): Game {
  const keepClear = new Set([safeIndex, ...neighbours(game, safeIndex)]);
  const cells = game.cells.map((cell, i) => ({
    ...cell,
    mine: !keepClear.has(i) && random() < game.mineChance,
  }));
  return withCounts({ ...game, cells, started: true });
}

/** A game with mines at the given cells (tests, and replaying a board). */
export function withMines(game: Game, mineIndexes: number[]): Game {
  const mines = new Set(mineIndexes);
  const cells = game.cells.map((cell, i) => ({ ...cell, mine: mines.has(i) }));
  return withCounts({ ...game, cells, started: true });
}

function withCounts(game: Game): Game {
  const cells = game.cells.map((cell, i) => ({
    ...cell,
    adjacent: neighbours(game, i).filter((n) => game.cells[n]!.mine).length,
  }));
  return { ...game, cells };
}

/** Reveals a cell: a mine loses; an empty cell (no adjacent mines) opens its area; all safe cells open wins. */
export function reveal(game: Game, index: number, random: () => number = Math.random): Game {
  if (game.status !== 'active') return game;
  const target = game.cells[index];
  if (!target || target.revealed || target.flagged) return game;
  const current = game.started ? game : placeMines(game, index, random);
  const cells = current.cells.map((c) => ({ ...c }));

  if (cells[index]!.mine) {
    for (const cell of cells) if (cell.mine) cell.revealed = true;
    return { ...current, cells, status: 'lost' };
  }

  const queue = [index];
  while (queue.length) {
    const i = queue.pop()!;
    const cell = cells[i]!;
    if (cell.revealed || cell.flagged || cell.mine) continue;
    cell.revealed = true;
    if (cell.adjacent === 0) queue.push(...neighbours(current, i));
  }

  const won = cells.every((c) => c.mine || c.revealed);
  if (won) for (const cell of cells) if (cell.mine) cell.flagged = true;
  return { ...current, cells, status: won ? 'won' : 'active' };
}

/** Flags or unflags a hidden cell; flagged cells cannot be revealed. */
export function toggleFlag(game: Game, index: number): Game {
  if (game.status !== 'active') return game;
  const target = game.cells[index];
  if (!target || target.revealed) return game;
  const cells = game.cells.slice();
  cells[index] = { ...target, flagged: !target.flagged };
  return { ...game, cells };
}

export function countMines(game: Game): number {
  return game.cells.filter((c) => c.mine).length;
}

export function countFlags(game: Game): number {
  return game.cells.filter((c) => c.flagged).length;
}
