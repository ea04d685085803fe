export * from './reviews.schemas.ts';
export * from './reviews.contract.ts';
