export * from './reports.schemas.ts';
export * from './reports.contract.ts';
