import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CellSwitch } from './cell-switch.tsx';

function Controlled({ onRowClick }: { onRowClick: () => void }) {
  const [on, setOn] = useState(false);
  return (
    <div onClick={onRowClick}>
      <CellSwitch label="Enabled: Kale" checked={on} onChange={setOn} />
    </div>
  );
}

describe('CellSwitch', () => {
  it('is a switch named by its label that turns on and off, and its click never reaches the row', async () => {
    const onRowClick = vi.fn();
    render(<Controlled onRowClick={onRowClick} />);
    const toggle = screen.getByRole('switch', { name: 'Enabled: Kale' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onRowClick).not.toHaveBeenCalled();
  });
});
