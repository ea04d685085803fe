export * from './fulfilment.ts';
export * from './fulfilment.contract.ts';
export * from './invoice.ts';
