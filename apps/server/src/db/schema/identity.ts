/** Tables owned by the identity module: only that module writes them. */
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './partners';

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  titleKey: text('title_key').notNull(),
  kind: text('kind', { enum: ['internal', 'partner'] }).notNull(),
  /** The names an administrator gave the role; null for a built-in role never renamed (its `titleKey` names it). */
  nameCn: text('name_cn'),
  nameEn: text('name_en'),
  nameKr: text('name_kr'),
  /** A disabled role grants nothing (its users keep it, and get its grants back when it is enabled again). */
  status: text('status', { enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const menus = pgTable('menus', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  parentCode: text('parent_code'),
  path: text('path'),
  titleKey: text('title_key').notNull(),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
});

export const buttons = pgTable('buttons', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  menuCode: text('menu_code').notNull(),
  titleKey: text('title_key').notNull(),
});

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const roleButtons = pgTable(
  'role_buttons',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    buttonId: integer('button_id')
      .notNull()
      .references(() => buttons.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.buttonId] })],
);

/** One sign-in (a refresh-token family). Revoking it ends every token of that login. */
export const loginSessions = pgTable(
  'login_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginType: text('login_type').notNull(),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    /** How the session began: password or qr (and later ways), shown in the user's session list. */
    signInWay: text('sign_in_way').notNull().default('password'),
    /** When the session was last used: written at most once a minute per process (sessions.ts). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => loginSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Failed logins, by lower-cased username and by client address, for lock-out and rate limiting. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    usernameKey: text('username_key').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_username_idx').on(t.usernameKey, t.createdAt),
    index('login_failures_address_idx').on(t.clientAddress, t.createdAt),
  ],
);

/** Account locks by lower-cased username (known or not, so a lock tells nothing about existence). */
export const loginLocks = pgTable('login_locks', {
  usernameKey: text('username_key').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});

/**
 * QR sign-in requests (qr-login.ts): asked for by a sign-in page, bound to that browser by the SHA-256 of
 * an HttpOnly cookie, confirmed or refused by a signed-in user on a phone, and used once to open a session.
 * The QR code carries only the id; no token is ever stored or sent through it.
 */
export const qrLoginRequests = pgTable(
  'qr_login_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    browserKeyHash: text('browser_key_hash').notNull(),
    loginType: text('login_type').notNull(),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    /** The number shown on both screens. */
    matchNumber: text('match_number').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'refused', 'used'] })
      .notNull()
      .default('pending'),
    /** The message key of a refusal, shown on the asking page. */
    refusalKey: text('refusal_key'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('qr_login_requests_expires_idx').on(t.expiresAt)],
);

/**
 * Identities at an OpenID provider linked to a portal account (oidc-login.service.ts): the provider's
 * issuer and the subject it names the user by. Linked once, by the user through the provider or by an
 * administrator; never matched by e-mail.
 */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The configured provider's name it was linked through. */
    provider: text('provider').notNull(),
    /** The administrator who linked it; null when the user linked it through the provider. */
    linkedBy: integer('linked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oidc_identities_subject_uq').on(t.issuer, t.subject),
    uniqueIndex('oidc_identities_user_issuer_uq').on(t.userId, t.issuer),
  ],
);

/**
 * OpenID Connect authorisation requests: one per redirect to a provider, bound to the asking browser by the
 * SHA-256 of an HttpOnly cookie and found by the SHA-256 of its state; used once. The session it opened keeps
 * the ID token, for ending the provider's session at sign-out.
 */
export const oidcRequests = pgTable(
  'oidc_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull(),
    browserKeyHash: text('browser_key_hash').notNull(),
    provider: text('provider').notNull(),
    /** sign-in, or link (the signed-in user in userId links the identity). */
    purpose: text('purpose', { enum: ['sign-in', 'link'] }).notNull(),
    loginType: text('login_type').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    sessionId: uuid('session_id').references(() => loginSessions.id, { onDelete: 'cascade' }),
    idToken: text('id_token'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oidc_requests_state_uq').on(t.stateHash),
    index('oidc_requests_session_idx').on(t.sessionId),
    index('oidc_requests_expires_idx').on(t.expiresAt),
  ],
);
