import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategorySelects } from './category-selects.tsx';

const categories = [
  { id: 1, name: 'Produce', parentCategoryId: null },
  { id: 2, name: 'Vegetables', parentCategoryId: 1 },
  { id: 3, name: 'Leafy greens', parentCategoryId: 2 },
];

describe('CategorySelects', () => {
  it('a chosen Category Two can be removed with its empty option, taking Category Three with it', async () => {
    const onChange = vi.fn();
    render(<CategorySelects categories={categories} value={[1, 2, 3]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Category Two' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'None' }));
    expect(onChange).toHaveBeenLastCalledWith([1]);
  });

  it('Category One has no empty option: a product needs one', async () => {
    render(<CategorySelects categories={categories} value={[1]} onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('combobox', { name: /Category One/ }));
    expect(within(screen.getByRole('listbox')).queryByRole('option', { name: 'None' })).toBeNull();
  });
});
