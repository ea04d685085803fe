export * from './platform.messages.ts';
export * from './platform.schemas.ts';
export * from './platform.contract.ts';
