import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { BulkResult } from './bulk-result.tsx';

describe('BulkResult', () => {
  it('writes counts as the pager does (10,000, not 10000)', () => {
    renderWithProviders(<BulkResult mode="add" count={10_000} data={null} onReset={() => {}} />);
    expect(screen.getByText('Successfully added 10,000 products.')).toBeInTheDocument();
  });

  it('takes the focus when the save ends (its Save button is gone), so the outcome is read first', () => {
    renderWithProviders(<BulkResult mode="add" count={3} data={null} onReset={() => {}} />);
    expect(screen.getByTestId('bulk-outcome')).toHaveFocus();
    expect(screen.getByTestId('bulk-outcome')).toHaveTextContent('Successfully added 3 products.');
  });
  it('leaves the focus to the progress dialog while it covers the result, and takes it when it closes', () => {
    function Covered() {
      const [covered, setCovered] = useState(true);
      return (
        <>
          <button onClick={() => setCovered(false)}>Dialog closes</button>
          <BulkResult mode="add" count={3} data={null} onReset={() => {}} covered={covered} />
        </>
      );
    }
    renderWithProviders(<Covered />);
    expect(screen.getByTestId('bulk-outcome')).not.toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Dialog closes' }));
    expect(screen.getByTestId('bulk-outcome')).toHaveFocus();
  });
});
