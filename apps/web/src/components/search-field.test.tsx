import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field.tsx';

function Controlled({ onChange, placeholder }: { onChange: (v: string) => void; placeholder?: string }) {
  const [value, setValue] = useState('');
  return (
    <SearchField
      label="Search orders"
      placeholder={placeholder}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('SearchField', () => {
  it('is named by its label, shows the placeholder, and hands back the typed text', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} placeholder="Order ID, supplier order ID, venue or customer" />);
    const box = screen.getByRole('textbox', { name: 'Search orders' });
    expect(box).toHaveAttribute('placeholder', 'Order ID, supplier order ID, venue or customer');
    await userEvent.type(box, '42');
    expect(box).toHaveValue('42');
    expect(onChange).toHaveBeenLastCalledWith('42');
  });

  it('has no placeholder unless given one', () => {
    render(<Controlled onChange={() => undefined} />);
    expect(screen.getByLabelText('Search orders')).not.toHaveAttribute('placeholder');
  });

  it("holds the server's limit of a search: 200 characters, pasted text cut there", async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Search orders' });
    expect(box).toHaveAttribute('maxlength', '200');
    box.focus();
    await userEvent.paste('x'.repeat(250));
    expect(onChange).toHaveBeenLastCalledWith('x'.repeat(200));
  });
});
