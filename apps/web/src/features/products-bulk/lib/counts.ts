/** A count as the table's pager writes it ('10,000'), so a page never shows 10000 beside 10,000. */
export const formatCount = (n: number) => n.toLocaleString('en-AU');

/** '1 product', '10,000 products'. */
export const products = (n: number) => `${formatCount(n)} product${n === 1 ? '' : 's'}`;
