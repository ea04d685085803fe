import { describe, expect, it } from 'vitest';
import {
  countMines,
  createGame,
  MAINTENANCE_MINE_CHANCE,
  neighbours,
  placeMines,
  reveal,
  toggleFlag,
  withMines,
} from './minesweeper.ts';

/** A deterministic generator (mulberry32). */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('minesweeper', () => {
  it('starts as a 10 x 10 active game with no mines until the first click', () => {
    const game = createGame();
    expect(game.cells).toHaveLength(100);
    expect(game.status).toBe('active');
    expect(game.mineChance).toBe(0.15);
    expect(countMines(game)).toBe(0);
    expect(MAINTENANCE_MINE_CHANCE).toBe(0.18);
  });

  it('knows the neighbours of corners, edges and the middle', () => {
    const game = createGame(10, 10);
    expect(neighbours(game, 0).sort((a, b) => a - b)).toEqual([1, 10, 11]);
    expect(neighbours(game, 5)).toHaveLength(5);
    expect(neighbours(game, 55)).toHaveLength(8);
    expect(neighbours(game, 99).sort((a, b) => a - b)).toEqual([88, 89, 98]);
  });

  it('makes the first click safe even when every other cell would be a mine', () => {
    const game = createGame(10, 10, 1);
    const after = reveal(game, 44, () => 0);
    expect(after.status).not.toBe('lost');
    expect(after.cells[44]!.mine).toBe(false);
    for (const n of neighbours(after, 44)) expect(after.cells[n]!.mine).toBe(false);
    expect(countMines(after)).toBe(100 - 9);
  });

  it('places mines with the given chance', () => {
    const game = placeMines(createGame(10, 10, MAINTENANCE_MINE_CHANCE), 0, seeded(7));
    let total = 0;
    for (let s = 1; s <= 200; s++)
      total += countMines(placeMines(createGame(10, 10, MAINTENANCE_MINE_CHANCE), 0, seeded(s)));
    const mean = total / 200 / (100 - 4);
    expect(mean).toBeGreaterThan(0.15);
    expect(mean).toBeLessThan(0.21);
    expect(game.started).toBe(true);
  });

  it('counts adjacent mines and flood-fills empty cells up to the numbered border', () => {
    // 3 x 3 with one mine in the corner: clicking the far corner opens everything else.
    const game = withMines(createGame(3, 3), [0]);
    expect(game.cells[1]!.adjacent).toBe(1);
    expect(game.cells[4]!.adjacent).toBe(1);
    expect(game.cells[8]!.adjacent).toBe(0);
    const after = reveal(game, 8);
    expect(after.cells.filter((c) => c.revealed)).toHaveLength(8);
    expect(after.cells[0]!.revealed).toBe(false);
  });

  it('does not open past numbered cells', () => {
    // A wall of mines in column 2 of a 4 x 4 board: the left side opens, the right side stays hidden.
    const game = withMines(createGame(4, 4), [2, 6, 10, 14]);
    const after = reveal(game, 0);
    const revealed = after.cells.flatMap((c, i) => (c.revealed ? [i] : []));
    expect(revealed).toEqual([0, 1, 4, 5, 8, 9, 12, 13]);
    expect(after.status).toBe('active');
  });

  it('flags and unflags hidden cells; a flagged cell cannot be revealed', () => {
    const game = withMines(createGame(3, 3), [0]);
    const flagged = toggleFlag(game, 0);
    expect(flagged.cells[0]!.flagged).toBe(true);
    expect(reveal(flagged, 0)).toBe(flagged);
    expect(toggleFlag(flagged, 0).cells[0]!.flagged).toBe(false);
    const opened = reveal(game, 8);
    expect(toggleFlag(opened, 8)).toBe(opened);
  });

  it('is lost on a mine, showing every mine, and then ignores clicks', () => {
    const game = withMines(createGame(3, 3), [0, 8]);
    const lost = reveal(game, 8);
    expect(lost.status).toBe('lost');
    expect(lost.cells[0]!.revealed).toBe(true);
    expect(lost.cells[8]!.revealed).toBe(true);
    expect(reveal(lost, 4)).toBe(lost);
    expect(toggleFlag(lost, 1)).toBe(lost);
  });

  it('is won when every safe cell is open, flagging the mines', () => {
    const game = withMines(createGame(3, 3), [0]);
    const won = reveal(game, 8);
    expect(won.status).toBe('won');
    expect(won.cells[0]!.flagged).toBe(true);
  });

  it('never changes the game it was given', () => {
    const game = withMines(createGame(3, 3), [0]);
    const snapshot = JSON.stringify(game);
    reveal(game, 8);
    toggleFlag(game, 1);
    expect(JSON.stringify(game)).toBe(snapshot);
  });
});
