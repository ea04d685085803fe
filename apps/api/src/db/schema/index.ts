export * from './suppliers.ts';
export * from './venues.ts';
export * from './catalogue.ts';
export * from './specials.ts';
export * from './orders.ts';
export * from './platform.ts';
export * from './reviews.ts';
