export * from './specials.ts';
export * from './special-form.ts';
export * from './specials.contract.ts';
