import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dayjs.ts';
import { displayZone } from '../../../lib/format.ts';
import { tomorrowInZone } from './day-sheet-dialog.tsx';
import { useDaySheets } from './day-sheets.tsx';
import { renderWithProviders } from '../../../test/render.tsx';

function Harness() {
  const sheets = useDaySheets();
  return (
    <>
      <Menu open anchorEl={document.body} onClose={() => {}}>
        {sheets.menuItems(() => {})}
      </Menu>
      {sheets.dialog}
    </>
  );
}

describe('day sheets in the Downloads menu', () => {
  it('offers the three sheets; each asks for a delivery date, tomorrow in the supplier’s zone by default', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('menuitem', { name: 'Pick sheet (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Packing slips (PDF)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Run sheet (PDF)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run sheet (PDF)' });
    expect(dialog).toHaveTextContent('Cancelled orders are left out.');
    const field = screen.getByLabelText(/Delivery date/);
    const expected = dayjs().tz(displayZone()).add(1, 'day').format('YYYY-MM-DD');
    expect(tomorrowInZone()).toBe(expected);
    expect(field).toHaveValue(expected);
    await userEvent.clear(field);
    expect(await screen.findByText('Please choose a delivery date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });
});
