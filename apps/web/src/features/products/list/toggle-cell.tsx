import { CellSwitch } from '../../../components/table/cell-switch.tsx';

/** An inline switch with its state in words (Status: Enabled/Disabled; Stock: In stock/Out of stock). */
export function ToggleCell({
  checked,
  onChange,
  label,
  on,
  off,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  on: string;
  off: string;
}) {
  return (
    <span className="cell-toggle">
      <CellSwitch label={label} checked={checked} onChange={onChange} />
      {checked ? on : off}
    </span>
  );
}
