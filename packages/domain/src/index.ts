export * from './money.ts';
export * from './units.ts';
export * from './time-zones.ts';
export * from './errors.ts';
export * from './auth.ts';
export * from './list-query.ts';
export * from './reviews/reviews.ts';
export * from './reports/reports.ts';
