export * from './orders.schemas.ts';
export * from './process.ts';
export * from './orders.contract.ts';
