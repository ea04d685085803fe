export * from './loss-leaders.contract.ts';
