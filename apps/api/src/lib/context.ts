import type { Role } from '@portal/domain';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { FileStorage } from './storage/index.ts';
import type { Mailer } from './mail.ts';
import type { LiveEventHub } from '../modules/live-events/live-event-hub.ts';

/** What services need from the running app; handed to them explicitly, never imported as a global. */
export type AppContext = {
  db: Db;
  /**
   * Lists, reports and exports: the read replica when DATABASE_READ_URL is set, else `db`. Repositories
   * reach it with `readerOf(db)` (db/client.ts); absent in the worker processes of the kill tests.
   */
  readDb?: Db;
  database: Database;
  config: Config;
  files: FileStorage;
  mailer: Mailer;
  /** Tells the background worker there is new work (set by server.ts; absent in tests). */
  wakeJobs?: () => void;
  /** Set by server.ts when a shutdown starts: readiness answers 503 from then on. */
  shuttingDown?: boolean;
  /**
   * This process's open event streams (GET /api/suppliers/events), fed by the database's notifications;
   * absent in the worker processes of the kill tests, which answer no requests.
   */
  liveEvents?: LiveEventHub;
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
  /** The expiry (seconds) of the token this request came with: tokens re-issued from it never outlive it. */
  sessionExpiresAt?: number;
  /** The person's role in the supplier's team, read at each request (null for staff, who act as owner). */
  role: Role | null;
  /** Whether the person has a second factor (TOTP) on. */
  totp: boolean;
};
