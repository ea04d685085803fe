export * from './roles.ts';
export * from './messages.ts';
export * from './accounts.contract.ts';
