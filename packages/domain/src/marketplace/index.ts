export * from './marketplace.contract.ts';
