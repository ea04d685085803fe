export * from './money.ts';
export * from './units.ts';
export * from './time-zones.ts';
export * from './errors.ts';
export * from './auth.ts';
export * from './list-query.ts';
export * from './platform/platform.ts';
