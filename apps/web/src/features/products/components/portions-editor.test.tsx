import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { ProductForm } from '@portal/domain';
import { PortionsEditor } from './portions-editor.tsx';

function Editor({ onPortionsChange }: { onPortionsChange: (next: string[]) => void }) {
  const { control } = useForm<ProductForm>({ defaultValues: { unitOfPortionId: '1' } });
  return (
    <PortionsEditor
      control={control}
      errors={{}}
      units={[{ id: 1, title: 'Kilogram', unit: 'kg' }]}
      unitOfPriceId="1"
      portions={[]}
      onPortionsChange={onPortionsChange}
    />
  );
}

describe('PortionsEditor', () => {
  it('says the decimal-places rule for 0.0001 (it is positive), and adds nothing', async () => {
    const change = vi.fn();
    render(<Editor onPortionsChange={change} />);
    await userEvent.type(screen.getByLabelText('Portion size'), '0.0001');
    await userEvent.click(screen.getByRole('button', { name: 'Add Portion' }));
    expect(screen.getByText('Portion must have a maximum of 3 decimal places')).toBeInTheDocument();
    expect(screen.queryByText('Must be a positive number')).not.toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
  });
});
