export * from './notifications.ts';
export * from './notifications.contract.ts';
