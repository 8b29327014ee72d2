import path from 'node:path';
import { patterns } from '@portal/contract';
import { z } from 'zod';
import type { OidcConfig } from './config-oidc';
import { oidcConfigOf } from './config-oidc';
import type { MessagingConfig } from './config-messaging';
import { messagingConfigOf } from './config-messaging';

const bool = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  /** Fixed port for the embedded PostgreSQL; 0 picks a free one at each start. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(5).max(86_400).default(1800),
  REFRESH_TOKEN_TTL: z.coerce.number().int().min(60).max(31_536_000).default(604_800),
  /** How long a QR sign-in code may be confirmed and used, in seconds (the browser tests' expiry uses 6). */
  QR_LOGIN_TTL: z.coerce.number().int().min(5).max(600).default(120),
  /** Shared signing key; when unset one is generated once and kept in the database. */
  TOKEN_SECRET: z.string().min(32).optional(),
  DEMO_DATA: bool.optional(),
  /** Password of the first administrator created in an empty database without demo data. */
  INITIAL_ADMIN_PASSWORD: z
    .string()
    .regex(patterns.password, 'must follow the password rule of spec section 5')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-For (behind a load balancer); off uses the socket address. */
  TRUST_PROXY: bool.default(false),
  STATIC_DIR: z.string().optional(),
  /** Company-information lookup: the embedded generated directory (default) or an HTTP service. */
  COMPANY_LOOKUP_PROVIDER: z.enum(['embedded', 'http']).default('embedded'),
  COMPANY_LOOKUP_URL: z.url({ protocol: /^https?$/ }).optional(),
  COMPANY_LOOKUP_TOKEN: z.string().min(1).optional(),
  /** SMTP relay for notice mails (smtp://user:pass@host:587 or smtps://…); unset: mails stay in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must start with smtp:// or smtps://')
    .optional(),
  SMTP_FROM: z.string().min(3).default('Partner Portal <no-reply@localhost>'),
  COMPANY_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Run the scheduled jobs (deadline reminders, escalations, protection ending) in this process. */
  JOBS: bool.default(true),
  /** Where `npm run backup` and the scheduled backup write their archives (embedded database only). */
  BACKUP_DIR: z.string().min(1).default('./backups'),
  /** When the scheduled backup runs: a cron expression in UTC; `off` runs none. */
  BACKUP_SCHEDULE: z
    .string()
    .regex(/^(off|(\S+\s+){4}\S+)$/, 'must be a cron expression of five fields, or off')
    .default('30 2 * * *'),
  /** How many daily and weekly scheduled backups to keep. */
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  /** The largest video the resource library accepts, in MiB (20 × 1024 × 1024 bytes is every other file's). */
  RESOURCE_VIDEO_MAX_MB: z.coerce.number().int().min(20).max(10_240).default(500),
  /** Object store: files go to an S3-compatible bucket when S3_BUCKET is set, else to DATA_DIR/files. */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-west-1')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'must be folder names, each followed by / (e.g. portal/files/)')
    .optional(),
});

type Env = z.output<typeof envSchema>;

/** Where kept files live: DATA_DIR/files, or a bucket of an S3-compatible store. */
export type ObjectStoreConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Unset: AWS S3 itself. */
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Prepended to every key ('' or folders ending with /). */
      prefix: string;
      /** Unset: the SDK's default chain (AWS_* variables, instance or task role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** Uploads stream to filesDir/tmp whichever store keeps them; the disk store keeps them here too. */
  filesDir: string;
  objectStore: ObjectStoreConfig;
  /** The largest video of the resource library, in bytes (RESOURCE_VIDEO_MAX_MB). */
  resourceVideoMaxBytes: number;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  databasePoolSize: number;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  qrLoginTtl: number;
  /** The portal's public address (PUBLIC_URL), where identity providers call it back. */
  publicUrl: string | undefined;
  /** OpenID providers to sign in through (OIDC_PROVIDERS and OIDC_<NAME>_…). */
  oidc: OidcConfig;
  /** The enterprise messaging app's adapter (MESSAGING_*), or null when none is configured. */
  messaging: MessagingConfig | null;
  tokenSecret: string | undefined;
  demoData: boolean;
  initialAdminPassword: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  staticDir: string | undefined;
  smtp: { url: string | undefined; from: string };
  /** Whether this process runs the scheduled jobs (any number of processes may; each job runs once). */
  jobs: boolean;
  backups: { dir: string; schedule: string | null; keepDaily: number; keepWeekly: number };
  companyLookup: {
    provider: 'embedded' | 'http';
    url: string | undefined;
    token: string | undefined;
    timeoutMs: number;
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment; a bad value stops start-up with a list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (e.COMPANY_LOOKUP_PROVIDER === 'http' && !e.COMPANY_LOOKUP_URL)
    throw new ConfigError(['COMPANY_LOOKUP_URL: required when COMPANY_LOOKUP_PROVIDER is http']);
  const s3Problems = objectStoreProblems(e);
  if (s3Problems.length > 0) throw new ConfigError(s3Problems);
  const oidc = oidcConfigOf(env);
  const messaging = messagingConfigOf(env, oidc.publicUrl);
  const signInProblems = [...oidc.problems, ...messaging.problems];
  if (signInProblems.length > 0) throw new ConfigError(signInProblems);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    objectStore: objectStoreOf(e),
    resourceVideoMaxBytes: e.RESOURCE_VIDEO_MAX_MB * 1024 * 1024,
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    qrLoginTtl: e.QR_LOGIN_TTL,
    publicUrl: oidc.publicUrl,
    oidc: oidc.config,
    messaging: messaging.config,
    tokenSecret: e.TOKEN_SECRET,
    // Demo data: on by default for the embedded database, off for DATABASE_URL.
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    initialAdminPassword: e.INITIAL_ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    staticDir: e.STATIC_DIR,
    smtp: { url: e.SMTP_URL, from: e.SMTP_FROM },
    jobs: e.JOBS,
    backups: {
      dir: path.resolve(e.BACKUP_DIR),
      schedule: e.BACKUP_SCHEDULE === 'off' ? null : e.BACKUP_SCHEDULE,
      keepDaily: e.BACKUP_KEEP_DAILY,
      keepWeekly: e.BACKUP_KEEP_WEEKLY,
    },
    companyLookup: {
      provider: e.COMPANY_LOOKUP_PROVIDER,
      url: e.COMPANY_LOOKUP_URL,
      token: e.COMPANY_LOOKUP_TOKEN,
      timeoutMs: e.COMPANY_LOOKUP_TIMEOUT_MS,
    },
  };
}

function objectStoreProblems(e: Env): string[] {
  const problems: string[] = [];
  const others = (
    [
      'S3_REGION',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PREFIX',
    ] as const
  ).filter((name) => e[name] !== undefined);
  if (!e.S3_BUCKET && others.length > 0)
    problems.push(`S3_BUCKET: required when ${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} set`);
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined))
    problems.push(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the default credential chain)',
    );
  return problems;
}

function objectStoreOf(e: Env): ObjectStoreConfig {
  if (!e.S3_BUCKET) return { kind: 'disk' };
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    prefix: e.S3_PREFIX ?? '',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
