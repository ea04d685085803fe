export * from './notifications.schemas.ts';
export * from './notifications.contract.ts';
export * from './order-changes.ts';
