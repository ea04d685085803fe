export * from './specials.ts';
export * from './special-form.ts';
