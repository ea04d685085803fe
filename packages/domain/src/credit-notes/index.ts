export * from './credit-notes.messages.ts';
export * from './credit-notes.rules.ts';
export * from './credit-notes.schemas.ts';
export * from './credit-notes.contract.ts';
