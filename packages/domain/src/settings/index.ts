export * from './settings.messages.ts';
export * from './settings.rules.ts';
export * from './early-delivery.ts';
export * from './supplier-update.ts';
export * from './password.ts';
export * from './contacts.ts';
export { isCommonPassword } from './common-passwords.ts';
export * from './settings.contract.ts';
