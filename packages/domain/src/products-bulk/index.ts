export * from './products-bulk.messages.ts';
export * from './headers.ts';
export * from './categories.ts';
export * from './csv-rows.ts';
export * from './products-bulk.schemas.ts';
export * from './products-bulk.contract.ts';
