import { useEffect, useRef, type ChangeEvent } from 'react';

type Props = {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * A table's selection box: the browser's own checkbox in the theme's colour (table-body-styles.ts),
 * not MUI's (a button base, a ripple and two icons per row). A click never reaches the row, whose
 * click opens it on a phone.
 */
export function RowCheckbox({ label, checked, indeterminate = false, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={input}
      type="checkbox"
      className="row-checkbox"
      aria-label={label}
      checked={checked}
      onChange={onChange}
      onClick={(e) => e.stopPropagation()}
    />
  );
}
