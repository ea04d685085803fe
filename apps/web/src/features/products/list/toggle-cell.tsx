import { CellSwitch } from '../../../components/table/cell-switch.tsx';

/**
 * An inline switch with its state in words (Status: Enabled/Disabled; Stock: In stock/Out of stock); the
 * words alone when there is no `onChange` (a role that may not change it).
 */
export function ToggleCell({
  checked,
  onChange,
  label,
  on,
  off,
}: {
  checked: boolean;
  onChange?: (checked: boolean) => void;
  label: string;
  on: string;
  off: string;
}) {
  if (!onChange) return <span className="cell-toggle">{checked ? on : off}</span>;
  return (
    <span className="cell-toggle">
      <CellSwitch label={label} checked={checked} onChange={onChange} />
      {checked ? on : off}
    </span>
  );
}
