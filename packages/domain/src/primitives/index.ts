export * from './zod-messages.ts';
export * from './text.ts';
export * from './text-schemas.ts';
export * from './numbers.ts';
export * from './dates.ts';
export * from './decimal.ts';
export * from './decimal-schemas.ts';
export * from './abn.ts';
