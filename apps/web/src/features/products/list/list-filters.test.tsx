import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListFilters } from './list-filters.tsx';

describe('ListFilters', () => {
  it('hands the search over once on mount and once typing rests, not per key', async () => {
    const onSearch = vi.fn();
    render(
      <ListFilters
        initialSearch="kale"
        onSearch={onSearch}
        params={new URLSearchParams('q=kale')}
        onFilter={() => {}}
        staff={false}
      />,
    );
    expect(onSearch).toHaveBeenCalledWith('kale');
    const box = screen.getByRole('textbox', { name: 'Search products' });
    expect(box).toHaveValue('kale');
    onSearch.mockClear();
    await userEvent.type(box, ' curly');
    expect(box).toHaveValue('kale curly');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('kale curly'));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows each filter from the URL and hands a choice over', async () => {
    const onFilter = vi.fn();
    render(
      <ListFilters
        initialSearch=""
        onSearch={() => {}}
        params={new URLSearchParams('gstFilterId=2')}
        onFilter={onFilter}
        staff={false}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'GST' })).toHaveTextContent('GST free');
    expect(screen.queryByRole('combobox', { name: 'Image' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Stock' }));
    await userEvent.click(screen.getByRole('option', { name: 'Out of stock' }));
    expect(onFilter).toHaveBeenCalledWith('outOfStockId', '2');
  });
});
