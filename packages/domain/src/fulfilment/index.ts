export * from './fulfilment.ts';
export * from './fulfilment.contract.ts';
