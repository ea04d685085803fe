import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOW_TO_PLAY, LONG_PRESS_MS, MinesweeperBoard } from './minesweeper-board.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// By its data attribute: role queries over 100 squares are slow on a loaded machine.
const cell = (n: number) => document.querySelector<HTMLElement>(`[data-cell="${n}"]`)!;

describe('MinesweeperBoard on a touch screen', () => {
  it('says how to flag on a phone', () => {
    render(<MinesweeperBoard />);
    expect(screen.getByText(HOW_TO_PLAY)).toHaveTextContent(
      'Click or tap to uncover a square; right-click, long-press, or press F to plant a flag.',
    );
  });

  it('a long-press flags the square, and the tap that ends it does not uncover it', () => {
    render(<MinesweeperBoard />);
    fireEvent.touchStart(cell(0));
    act(() => {
      vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    });
    expect(cell(0)).toHaveAttribute('aria-label', 'Row 1, column 1, hidden');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(cell(0)).toHaveAttribute('aria-label', 'Row 1, column 1, flagged');
    // The browser's own long-press menu and the click that ends the press change nothing more.
    fireEvent.contextMenu(cell(0));
    fireEvent.touchEnd(cell(0));
    fireEvent.click(cell(0));
    expect(cell(0)).toHaveAttribute('aria-label', 'Row 1, column 1, flagged');
  });

  it('a short tap uncovers, and a finger that moves (a scroll) flags nothing', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    render(<MinesweeperBoard />);
    fireEvent.touchStart(cell(99));
    fireEvent.touchMove(cell(99));
    act(() => {
      vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    });
    fireEvent.touchEnd(cell(99));
    expect(cell(99)).toHaveAttribute('aria-label', 'Row 10, column 10, hidden');
    fireEvent.touchStart(cell(0));
    act(() => {
      vi.advanceTimersByTime(100);
    });
    fireEvent.touchEnd(cell(0));
    fireEvent.click(cell(0));
    expect(cell(0)).toHaveAttribute('aria-label', 'Row 1, column 1, empty');
  });

  it('right-click with a mouse still flags', () => {
    render(<MinesweeperBoard />);
    fireEvent.contextMenu(cell(5));
    expect(cell(5)).toHaveAttribute('aria-label', 'Row 1, column 6, flagged');
  });

  it('keeps every row the same height: equal grid tracks, whatever a square holds', () => {
    render(<MinesweeperBoard />);
    const style = getComputedStyle(screen.getByRole('grid', { name: 'Minesweeper' }));
    expect(style.gridTemplateRows).toBe('repeat(10, minmax(0, 1fr))');
    expect(style.gridTemplateColumns).toBe('repeat(10, minmax(0, 1fr))');
  });
});
