export * from './notifications.ts';
export * from './notifications.contract.ts';
export * from './order-changes.ts';
