export * from './fulfilment.schemas.ts';
export * from './fulfilment.contract.ts';
export * from './invoice.ts';
