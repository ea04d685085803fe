export * from './customers.schemas.ts';
export * from './customers.contract.ts';
