import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating.tsx';

/** The gold layer's width: how much of the five stars is filled. */
const filledWidth = (label: string) =>
  (screen.getByRole('img', { name: label }).lastElementChild as HTMLElement).style.width;

describe('StarRating', () => {
  it('is one image named by its label, with the gold stars cut at the value', () => {
    render(<StarRating value={4.75} label="4.75 out of 5" />);
    expect(filledWidth('4.75 out of 5')).toBe('95%');
    // Two drawings of five stars: 14 elements in all, where MUI's Rating at precision 0.1 drew about 220.
    expect(screen.getByRole('img', { name: '4.75 out of 5' }).querySelectorAll('*')).toHaveLength(13);
  });

  it('keeps a value outside 0 to 5 inside the five stars', () => {
    render(
      <>
        <StarRating value={7} label="seven" />
        <StarRating value={-1} label="below" />
      </>,
    );
    expect(filledWidth('seven')).toBe('100%');
    expect(filledWidth('below')).toBe('0%');
  });

  it('draws small stars at 18 px and medium ones at 24 px, as MUI sizes them', () => {
    render(
      <>
        <StarRating value={3} label="small" size="small" />
        <StarRating value={3} label="medium" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'small' }).querySelector('svg')).toHaveAttribute('height', '18');
    expect(screen.getByRole('img', { name: 'medium' }).querySelector('svg')).toHaveAttribute('width', '120');
  });
});
