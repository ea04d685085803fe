/**
 * Kept for the modules that import it: the storage interface and its drivers live in lib/storage/
 * (database, the default; S3-compatible; local disk).
 */
export { createLocalStorage, type FileStorage } from './storage/index.ts';
