type Props = {
  /** What a screen reader hears, e.g. 'Enabled: Baby Spinach'. */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * A row's on/off switch: the browser's checkbox with the switch role, drawn as a small track and
 * thumb (table-body-styles.ts), in place of MUI's Switch (a button base, a ripple, a track and a
 * thumb per switch, two switches a row). A click never reaches the row, whose click opens it on a phone.
 */
export function CellSwitch({ label, checked, onChange }: Props) {
  return (
    <input
      type="checkbox"
      role="switch"
      className="cell-switch"
      aria-label={label}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      onClick={(e) => e.stopPropagation()}
    />
  );
}
