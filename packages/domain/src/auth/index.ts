export * from './auth.messages.ts';
export * from './auth.schemas.ts';
export * from './auth.contract.ts';
export * from './hand-off.ts';
export * from './hand-off.messages.ts';
