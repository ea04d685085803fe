import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BulkCsvRow } from '@portal/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { EditRowDialog } from './edit-row-dialog.tsx';

const row: BulkCsvRow = {
  productId: '42',
  sku: 'A-1',
  name: 'Granny Smith',
  categoryOne: 'Fruit',
  categoryTwo: '',
  categoryThree: '',
  price: '1.234',
  unitOfPrice: 'Kilogram',
  portions: '1',
  unitOfPortion: 'kg',
  taxable: 'Y',
  enabled: 'Y',
  outOfStock: 'N',
};
const priceError = 'Must be a positive number with a maximum of 2 decimal places';

function renderDialog() {
  const onSave = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <EditRowDialog
      open
      mode="edit"
      row={row}
      errors={{ price: priceError }}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  return { onSave, onClose, dialog: screen.getByRole('dialog', { name: 'Edit product' }) };
}

describe('EditRowDialog', () => {
  it("shows the row's error on its field, and Enter in a field updates the product with what was typed", async () => {
    const { onSave, onClose, dialog } = renderDialog();
    expect(within(dialog).getAllByRole('textbox')[0]).toHaveAccessibleName('Product Id');
    const price = within(dialog).getByLabelText('Price (Ex.GST)');
    expect(price).toHaveAccessibleDescription(priceError);
    await userEvent.clear(price);
    await userEvent.type(price, '4.50{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({ ...row, price: '4.50' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel closes it and saves nothing', async () => {
    const { onSave, onClose, dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), ' apples');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });
});
