import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ADMIN_PORTALS } from '@portal/domain';
import { appVersion } from './lib/build-version.ts';

const idList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => Number(x.trim()))
      .filter((n) => Number.isInteger(n) && n > 0),
  );

/**
 * Which proxies may say who the client is (X-Forwarded-For): off by default, so a client cannot
 * forge its address. A whole number trusts that many hops (only when the API is reachable through the
 * proxies alone); otherwise a comma list of addresses or CIDR ranges (e.g. `127.0.0.1,10.0.0.0/8`).
 * `true` is refused as too broad.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = v?.trim();
    if (!value || value === '0' || value === 'false' || value === 'off') return false;
    if (/^\d+$/.test(value)) return Number(value);
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY=true trusts anyone: give a hop count or addresses',
      });
      return z.NEVER;
    }
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().default(3000),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: trustProxy,
  DATA_DIR: z.string().default(path.resolve(import.meta.dirname, '../../../data')), // <repository>/data, whatever the cwd
  DATABASE_URL: z.string().optional(),
  /** A streaming replica for list, report and export queries (optional); writes stay on DATABASE_URL. */
  DATABASE_READ_URL: z.string().optional(),
  /** A direct connection to the primary for LISTEN (live events), where DATABASE_URL goes through PgBouncer. */
  DATABASE_LISTEN_URL: z.string().optional(),
  /** Where file bytes live: `database` (default), `s3` (S3_* below) or `local` (DATA_DIR/files). */
  STORAGE_DRIVER: z.enum(['database', 's3', 'local']).default('database'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .string()
    .optional()
    .transform((v) => v === undefined || v === '' || v === '1' || v === 'true'),
  JWT_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  /** Start in maintenance mode (the operator can also flip it in the database while running). */
  MAINTENANCE: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /** Supplier ids allowed the dashboard's pending-orders ZIP and the delivery-day CSV. */
  PENDING_ORDERS_EXPORT_SUPPLIER_IDS: idList,
  DELIVERY_DAY_CSV_SUPPLIER_IDS: idList,
  ADMIN_PORTAL_URL: z.string().optional(),
  /**
   * The origins a hand-off's referrer ('Return to Admin') may point at, comma-separated
   * (e.g. `https://admin.example.com,https://admin.test.example.com`); default the three ADMIN_PORTALS.
   */
  ADMIN_PORTAL_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx): string[] | undefined => {
      const parts = (v ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      if (!parts.length) return undefined;
      const origins = parts.map(originOf);
      if (origins.some((o) => o === null)) {
        ctx.addIssue({
          code: 'custom',
          message: 'ADMIN_PORTAL_ORIGINS lists http(s) origins, comma-separated',
        });
        return z.NEVER;
      }
      return origins.filter((o): o is string => o !== null);
    }),
  /** Orders list pages kept per process under the supplier's order-list version; 0 turns it off. */
  ORDER_LIST_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  /**
   * Megabytes a second of large answers (256 KB and more, before compression) one supplier is
   * sent by one process beyond a burst of 8 seconds' worth; more waits its turn. 0 turns the pace off;
   * otherwise at least 1.
   */
  ANSWER_PACE_MB_PER_SECOND: z.coerce
    .number()
    .max(10_000)
    // At 1 MB/s the burst (8 MB) still holds a whole 20,000-product list (7.9 MB); less would refuse it.
    .refine((v) => v === 0 || v >= 1, 'ANSWER_PACE_MB_PER_SECOND is 0 (off) or at least 1')
    .default(4),
  /**
   * Tenant fairness by cost (lib/http/tenant-share.ts): `off` lets one supplier's requests take the whole
   * process while others wait. On by default.
   */
  TENANT_SHARE: z.enum(['on', 'off']).default('on'),
  /**
   * The embedded database's shared_buffers (PostgreSQL's page cache inside PGlite, all of it resident
   * from the start): 32MB by default, not PGlite's 128MB, to keep the process under 300 MB
   * (docs/decisions/operations.md); the file system's cache still holds the rest of the data.
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'PGLITE_SHARED_BUFFERS is a size such as 32MB')
    .default('32MB'),
  /** Embedded database: on unless `0`. PostgreSQL (DATABASE_URL): off unless `1`, never by accident in production. */
  SEED_DEMO: z.string().optional(),
  /** Only the e2e web server sets this: mounts POST /api/staff/test-orders (see docs/decisions.md). */
  E2E_ENABLE_TEST_ORDERS: z
    .string()
    .optional()
    .transform((v) => v === '1'),
  /** Staff must have a second factor (on by default, off where the demo world is seeded). */
  REQUIRE_STAFF_2FA: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true')),
  /** Demo world only: a venue places an order every this many minutes (0 off; default 3, off in tests and e2e). */
  DEMO_ORDERS_EVERY_MINUTES: z.coerce.number().min(0).max(1440).optional(),
  /** Who may read /metrics besides a scraper on loopback: whoever sends this bearer token. */
  METRICS_TOKEN: z.union([z.literal(''), z.string().min(16)]).optional(),
  /** OpenTelemetry tracing: off unless set (an OTLP/HTTP collector's base URL, e.g. http://otel:4318). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.union([z.literal(''), z.url()]).optional(),
});

/** Without JWT_SECRET a strong secret is made on first start and kept in the data directory. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The demo world (with its well-known passwords) only where asked for: see SEED_DEMO above. */
function demoSeedWanted(flag: string | undefined, postgres: boolean): boolean {
  const value = flag?.trim().toLowerCase();
  if (postgres) return value === '1' || value === 'true';
  return value !== '0' && value !== 'false';
}

export const APP_VERSION = appVersion();

/** Every variable the server reads (.env.example lists each one). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

/** The server's settings, read from the environment by `envSchema` and shaped for the code that uses them. */
function configOf(e: z.output<typeof envSchema>) {
  const seedDemo = demoSeedWanted(e.SEED_DEMO, Boolean(e.DATABASE_URL));
  return {
    port: e.PORT,
    host: e.HOST,
    /** false: the socket address is the client's; a hop count or address list: proxies to believe. */
    trustProxy: e.TRUST_PROXY,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    /** A read replica for lists, reports and exports; absent: everything on databaseUrl. */
    databaseReadUrl: (e.DATABASE_URL && e.DATABASE_READ_URL) || undefined,
    /** A direct connection for LISTEN (live events); absent: databaseUrl. */
    databaseListenUrl: (e.DATABASE_URL && e.DATABASE_LISTEN_URL) || undefined,
    storage: {
      driver: e.STORAGE_DRIVER,
      s3: {
        endpoint: e.S3_ENDPOINT || undefined,
        bucket: e.S3_BUCKET || undefined,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      } as StorageS3 | undefined,
    },
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(e.DATA_DIR),
    smtpUrl: e.SMTP_URL || undefined,
    // The sender defaults to no-reply at the portal's own host, not an undeliverable domain.
    mailFrom: e.MAIL_FROM || `Supplier Portal <no-reply@${hostOf(e.PUBLIC_URL)}>`,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    maintenance: e.MAINTENANCE,
    pendingOrdersExportSupplierIds: e.PENDING_ORDERS_EXPORT_SUPPLIER_IDS.length
      ? e.PENDING_ORDERS_EXPORT_SUPPLIER_IDS
      : [1],
    deliveryDayCsvSupplierIds: e.DELIVERY_DAY_CSV_SUPPLIER_IDS.length ? e.DELIVERY_DAY_CSV_SUPPLIER_IDS : [1],
    /** Origins a hand-off referrer may point at (ADMIN_PORTAL_ORIGINS). */
    adminPortalOrigins: e.ADMIN_PORTAL_ORIGINS ?? Object.values(ADMIN_PORTALS),
    seedDemo,
    /** Test-only order placement for the browser journeys; never set in production. */
    e2eTestOrders: e.E2E_ENABLE_TEST_ORDERS,
    /** Minutes between the demo world's live orders (0 off); only where the demo world is seeded. */
    demoOrdersEveryMinutes: e.DEMO_ORDERS_EVERY_MINUTES ?? (e.E2E_ENABLE_TEST_ORDERS ? 0 : 3),
    /** Orders list pages (and as many totals) cached per process; 0 off. */
    orderListCacheEntries: e.ORDER_LIST_CACHE_ENTRIES,
    // The demo world's published accounts must keep working; everywhere else staff need a factor.
    requireStaff2fa: e.REQUIRE_STAFF_2FA ?? !seedDemo,
    /** /metrics for a bearer of this token (else loopback only). */
    metricsToken: e.METRICS_TOKEN || undefined,
    /** OTLP/HTTP collector for traces; absent: tracing off (its packages are never loaded). */
    tracingEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
    /** Bytes a second of large answers per supplier and process (ANSWER_PACE_MB_PER_SECOND); 0 off. */
    answerPaceBytesPerSecond: Math.round(e.ANSWER_PACE_MB_PER_SECOND * 1024 * 1024),
    /** A supplier over its share of the process waits while others are served (TENANT_SHARE). */
    tenantShare: e.TENANT_SHARE === 'on',
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS as string | undefined,
    version: APP_VERSION,
    /** How often an open event stream sends a heartbeat and looks at its session; tests shorten it. */
    liveEventsHeartbeatMs: undefined as number | undefined,
  };
}

/** The settings as the code reads them: inferred from the schema and its shaping, never written twice. */
export type Config = ReturnType<typeof configOf>;
type StorageS3 = {
  endpoint?: string;
  bucket?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return configOf(envSchema.parse(env));
}

/** An http(s) address's origin (`https://host[:port]`), or null for anything else. */
export function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The host name of the public address, for the default sender; 'localhost' without a usable one. */
function hostOf(publicUrl: string | undefined): string {
  try {
    return new URL(publicUrl ?? 'http://localhost').hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}
