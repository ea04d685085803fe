import { Box } from '@mui/material';

/** MUI's Rating icons in a 24-unit box: its filled star, and the outline it draws for an empty one. */
const STAR = 'M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_BORDER =
  'M22 9.24l-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z';
/** The gold of MUI's Rating's filled stars (MUI's own, not the theme's); the empty ones take the theme's disabled action. */
const FILLED = '#faaf00';

/** Five stars in one drawing, in the colour of the text around them. */
function FiveStars({ size, star }: { size: number; star: string }) {
  return (
    <svg width={size * 5} height={size} viewBox="0 0 120 24" aria-hidden="true" focusable="false">
      {[0, 24, 48, 72, 96].map((x) => (
        <path key={x} d={star} transform={`translate(${x} 0)`} fill="currentColor" />
      ))}
    </svg>
  );
}

/**
 * A rating out of five, read only, drawn as MUI's Rating draws it: grey outlines, and gold stars over them
 * up to the value. MUI's Rating with `precision={0.1}` draws ten layered stars for each of the five, about
 * 220 elements a rating and 8,000 on a page of 25 reviews; this is 14, to any precision.
 */
export function StarRating({
  value,
  label,
  size = 'medium',
}: {
  value: number;
  label: string;
  size?: 'small' | 'medium';
}) {
  const px = size === 'small' ? 18 : 24;
  const filled = `${(Math.min(Math.max(value, 0), 5) / 5) * 100}%`;
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      sx={{ position: 'relative', display: 'inline-flex', lineHeight: 0, color: 'action.disabled' }}
    >
      <FiveStars size={px} star={STAR_BORDER} />
      {/* The width inline: a class for each value would add a rule to the page's styles per rating. */}
      <Box
        component="span"
        sx={{ position: 'absolute', top: 0, left: 0, bottom: 0, overflow: 'hidden', color: FILLED }}
        style={{ width: filled }}
      >
        <FiveStars size={px} star={STAR} />
      </Box>
    </Box>
  );
}
