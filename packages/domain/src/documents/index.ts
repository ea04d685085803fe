export * from './documents.contract.ts';
