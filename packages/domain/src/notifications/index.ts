export * from './notifications.schemas.ts';
export * from './email-log.ts';
export * from './notifications.contract.ts';
export * from './order-changes.ts';
export * from './live-events.ts';
