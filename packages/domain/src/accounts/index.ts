export * from './roles.ts';
export * from './accounts.messages.ts';
export * from './accounts.contract.ts';
export * from './operation-access.ts';
