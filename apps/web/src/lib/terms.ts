/**
 * The public terms-and-conditions page on the marketing site (spec 002: a helper opens it in a new
 * tab); the review reply form links it from the box that accepts them.
 */
const TERMS_AND_CONDITIONS_URL = 'https://www.marketplace.example/terms-and-conditions';

/** The attributes of a link that opens the terms in a new tab, without handing it this page. */
export const termsLinkProps = {
  href: TERMS_AND_CONDITIONS_URL,
  target: '_blank',
  rel: 'noopener noreferrer',
} as const;
