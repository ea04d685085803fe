import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createDatabaseStorage } from './stored-files.repository.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { FileStorage, StorageDriver } from './types.ts';

export { createDatabaseStorage } from './stored-files.repository.ts';
export { createLocalStorage } from './local.ts';
export { createS3Storage } from './s3.ts';
export * from './types.ts';

/** The storage a driver name stands for, from the configuration (STORAGE_DRIVER, S3_*, DATA_DIR). */
export function createStorage(
  config: Config,
  db: Db,
  driver: StorageDriver = config.storage.driver,
): FileStorage {
  if (driver === 'database') return createDatabaseStorage(db);
  if (driver === 'local') return createLocalStorage(path.join(config.dataDir, 'files'));
  const s3 = config.storage.s3;
  if (!s3?.bucket)
    throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET (and S3_ENDPOINT for a non-AWS server)');
  return createS3Storage({ ...s3, bucket: s3.bucket });
}
