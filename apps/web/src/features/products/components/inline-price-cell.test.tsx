import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_MESSAGES as M } from '@portal/domain';
import { product } from '../test-fixtures.ts';

// The price check (zod) loads when an edit starts; here it arrives only when the test lets it.
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open: () => open(), opened };
});
vi.mock('./inline-price-check.ts', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

describe('InlinePriceCell', () => {
  it('a save made before the price check has loaded waits for it; a cancel in between drops it', async () => {
    // A fresh cell module: the web tests share modules (isolate: false), and another file may have
    // loaded the check already.
    vi.resetModules();
    const { InlinePriceCell } = await import('./inline-price-cell.tsx');
    const onSave = vi.fn();
    render(<InlinePriceCell product={product(1)} onSave={onSave} />);
    const start = () =>
      userEvent.click(screen.getByRole('button', { name: 'Price of Product 1: $10.00. Change price' }));
    await start();
    let field = screen.getByLabelText('New price for Product 1');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('10.00');
    await userEvent.clear(field);
    await userEvent.type(field, '0.05{Enter}');
    // Not loaded yet: nothing said, the field stays; Escape ends this edit and its waiting save.
    expect(screen.queryByText(M.inlinePriceMin)).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('New price for Product 1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Price of Product 1: $10.00. Change price' })).toHaveFocus();
    await start();
    field = screen.getByLabelText('New price for Product 1');
    await userEvent.clear(field);
    await userEvent.type(field, ' 15 {Enter}');
    expect(onSave).not.toHaveBeenCalled();
    gate.open();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('15'));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(M.inlinePriceMin)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('New price for Product 1')).not.toBeInTheDocument());
    // The focus goes back to the price, not to <body>.
    expect(screen.getByRole('button', { name: 'Price of Product 1: $10.00. Change price' })).toHaveFocus();
    // Loaded now: a save is checked at once, with the schema's exact message.
    await start();
    field = screen.getByLabelText('New price for Product 1');
    await userEvent.clear(field);
    await userEvent.type(field, '0.05{Enter}');
    expect(screen.getByText(M.inlinePriceMin)).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
