export * from './auth-messages.ts';
export * from './auth.ts';
export * from './auth.contract.ts';
export * from './hand-off.ts';
export * from './hand-off-terms.ts';
