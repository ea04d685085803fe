/**
 * Material icons' outlines (Apache 2.0) that rows show as markers, drawn as plain SVG. Apart from
 * cell-parts.tsx, so the tables that only use chips and icon buttons do not carry them.
 */
export const MARKER_ICONS = {
  localOffer:
    'm21.41 11.58-9-9C12.05 2.22 11.55 2 11 2H4c-1.1 0-2 .9-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58s1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41s-.23-1.06-.59-1.42M5.5 7C4.67 7 4 6.33 4 5.5S4.67 4 5.5 4 7 4.67 7 5.5 6.33 7 5.5 7',
  storefront:
    'm21.9 8.89-1.05-4.37c-.22-.9-1-1.52-1.91-1.52H5.05c-.9 0-1.69.63-1.9 1.52L2.1 8.89c-.24 1.02-.02 2.06.62 2.88.08.11.19.19.28.29V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6.94c.09-.09.2-.18.28-.28.64-.82.87-1.87.62-2.89m-2.99-3.9 1.05 4.37c.1.42.01.84-.25 1.17-.14.18-.44.47-.94.47-.61 0-1.14-.49-1.21-1.14L16.98 5zM13 5h1.96l.54 4.52c.05.39-.07.78-.33 1.07-.22.26-.54.41-.95.41-.67 0-1.22-.59-1.22-1.31zM8.49 9.52 9.04 5H11v4.69c0 .72-.55 1.31-1.29 1.31-.34 0-.65-.15-.89-.41-.25-.29-.37-.68-.33-1.07m-4.45-.16L5.05 5h1.97l-.58 4.86c-.08.65-.6 1.14-1.21 1.14-.49 0-.8-.29-.93-.47-.27-.32-.36-.75-.26-1.17M5 19v-6.03c.08.01.15.03.23.03.87 0 1.66-.36 2.24-.95.6.6 1.4.95 2.31.95.87 0 1.65-.36 2.23-.93.59.57 1.39.93 2.29.93.84 0 1.64-.35 2.24-.95.58.59 1.37.95 2.24.95.08 0 .15-.02.23-.03V19z',
  star: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  imageNotSupported:
    'm21.9 21.9-8.49-8.49-9.82-9.82L2.1 2.1.69 3.51 3 5.83V19c0 1.1.9 2 2 2h13.17l2.31 2.31zM5 18l3.5-4.5 2.5 3.01L12.17 15l3 3zm16 .17L5.83 3H19c1.1 0 2 .9 2 2z',
} as const;

export type MarkerIcon = keyof typeof MARKER_ICONS;
/** An icon's colour, as MUI's icon `color` prop names them (table-body-styles.ts). */
export type IconTone = 'action' | 'primary' | 'error' | 'warning' | 'disabled';

type Props = {
  icon: MarkerIcon;
  /** What a screen reader hears (the icon is an image then); without it the icon only decorates. */
  label?: string;
  /** What a pointer's hover shows (the SVG's own title). */
  title?: string;
  tone?: IconTone;
};

/** A small icon in a row (a marker such as 'On special', or a placeholder), as one SVG. */
export function CellMarker({ icon, label, title, tone = 'action' }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`cell-icon cell-icon-${tone}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {title && <title>{title}</title>}
      <path d={MARKER_ICONS[icon]} />
    </svg>
  );
}
