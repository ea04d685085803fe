import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { FileStorage } from './file-storage.ts';

/** What services need from the running app; handed to them explicitly, never imported as a global. */
export type AppContext = {
  db: Db;
  database: Database;
  config: Config;
  files: FileStorage;
};

/** The signed-in caller. Services take it first and check access with it. */
export type Actor = {
  supplierId: number;
  staff: boolean;
  /** The user who signed in (the staff member when masquerading). */
  userId: number | null;
  username: string;
  supplierName: string;
  state: string;
};
