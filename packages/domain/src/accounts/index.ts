export * from './roles.ts';
export * from './messages.ts';
export * from './accounts.contract.ts';
export * from './operation-access.ts';
