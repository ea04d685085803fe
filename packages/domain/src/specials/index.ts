export * from './specials.schemas.ts';
export * from './special-form.ts';
export * from './specials.contract.ts';
