import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MinesweeperBoard } from './minesweeper-board.tsx';

afterEach(() => vi.restoreAllMocks());

describe('MinesweeperBoard', () => {
  it('draws mines as SVG (no emoji that needs an emoji font), in a grid of rows', async () => {
    // Mines on every other square laid (the first click and its neighbours stay clear): square 12 is one.
    let calls = 0;
    vi.spyOn(Math, 'random').mockImplementation(() => (calls++ % 2 === 0 ? 0 : 0.9));
    const { container } = render(<MinesweeperBoard />);
    const grid = screen.getByRole('grid', { name: 'Minesweeper' });
    expect(within(grid).getAllByRole('row')).toHaveLength(10);
    const cells = within(grid).getAllByRole('gridcell');
    const user = userEvent.setup();
    await user.click(cells[0]!);
    await user.click(cells[12]!);
    expect(await screen.findByText('Better luck next time!!')).toBeInTheDocument();
    expect(container.querySelectorAll('svg[data-testid="mine"]').length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
