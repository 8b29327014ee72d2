import type {
  LoginBody,
  LoginType,
  LoginUser,
  MenuData,
  OwnerCandidate,
  PartnerInfo,
  SignInWay,
  TokenPair,
} from '@portal/contract';
import { loginPolicy } from '@portal/contract';
import { loginExpired, noPermission, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import type { Database, Tx } from '../../db/database';
import { findCompanyWithTypes } from '../partners';
import { partnerTypeOf } from '../reference-data';
import * as repo from './identity.repository';
import type { PrincipalCache } from './principal-cache';
import { principalCache } from './principal-cache';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import type { AccessTokens } from './tokens';
import { hashToken, newRefreshToken } from './tokens';

export interface ClientInfo {
  address: string;
  userAgent: string | null;
}

const minutes = (n: number) => n * 60_000;

export class IdentityService {
  constructor(
    private readonly db: Database,
    private readonly tokens: AccessTokens,
    private readonly refreshTokenTtlSeconds: number,
    private readonly principals: PrincipalCache = principalCache,
    /** Told of each session a request was made with, when its caller was read from the database. */
    private readonly onUse: (sessionId: string) => void = () => {},
  ) {}

  /**
   * Signs a user in. Limits are checked before the password hash is computed; an unknown user and a
   * wrong password get the same message; account rules are checked only after the password matched.
   */
  async login(body: LoginBody, client: ClientInfo): Promise<TokenPair> {
    const usernameKey = body.username.toLowerCase();
    const now = new Date();
    const windowStart = new Date(now.getTime() - minutes(loginPolicy.windowMinutes));

    const addressFailures = await repo.countRecentFailures(this.db, 'address', client.address, windowStart);
    if (addressFailures >= loginPolicy.addressFailures) {
      throw refused('error.addressLimited', { minutes: loginPolicy.windowMinutes });
    }
    if (await repo.findActiveLock(this.db, usernameKey, now)) {
      throw refused('error.accountLocked', { minutes: loginPolicy.lockMinutes });
    }

    const user = await repo.findUserByUsername(this.db, body.username);
    const passwordOk = user ? await verifyPassword(user.passwordHash, body.password) : false;
    if (!user) await verifyAgainstDummy(body.password);
    if (!user || !passwordOk) {
      const locked = await this.recordFailure(usernameKey, client.address, windowStart, now);
      throw locked
        ? refused('error.accountLocked', { minutes: loginPolicy.lockMinutes })
        : refused('error.incorrectCredentials');
    }

    await this.checkAccount(user, body.loginType);
    return this.openSession(user.id, body.loginType, client, 'password', usernameKey);
  }

  /**
   * The account rules of every sign-in way, after the user is known: the page (partner or staff) must be
   * the user's kind, the account active, and a partner's company found, active and matching its type and role.
   */
  async checkAccount(
    user: {
      kind: string;
      status: string;
      companyId: number | null;
      companyType: string | null;
      companyRole: string | null;
    },
    loginType: LoginType,
  ): Promise<void> {
    const wanted = loginType === 'partner' ? 'partner' : 'internal';
    if (user.kind !== wanted) throw noPermission();
    if (user.status !== 'active') throw refused('error.accountDisabled');
    if (user.kind === 'partner') await this.checkPartnerCompany(user);
  }

  /** The user's account row, for a sign-in way that knows the user by id (QR). */
  findUser(userId: number) {
    return repo.findUserById(this.db, userId);
  }

  /** A fresh session and its token pair; a password sign-in also clears the account's failures. */
  openSession(
    userId: number,
    loginType: LoginType,
    client: ClientInfo,
    signInWay: SignInWay,
    usernameKey?: string,
    /** Told the new session's id in its transaction (an OpenID sign-in keeps it with its ID token). */
    opened?: (tx: Tx, sessionId: string) => Promise<void>,
  ): Promise<TokenPair> {
    return this.db.transaction(async (tx) => {
      if (usernameKey) await repo.clearFailures(tx, usernameKey);
      const sessionId = await repo.createSession(tx, {
        userId,
        loginType,
        clientAddress: client.address,
        userAgent: client.userAgent?.slice(0, 500) ?? null,
        signInWay,
      });
      await opened?.(tx, sessionId);
      return this.issuePair(tx, userId, sessionId);
    });
  }

  /** Records a failed login; answers whether it locked the account. */
  private recordFailure(
    usernameKey: string,
    address: string,
    windowStart: Date,
    now: Date,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await repo.recordFailure(tx, usernameKey, address);
      const failures = await repo.countRecentFailures(tx, 'username', usernameKey, windowStart);
      if (failures < loginPolicy.accountFailures) return false;
      await repo.lockAccount(tx, usernameKey, new Date(now.getTime() + minutes(loginPolicy.lockMinutes)));
      return true;
    });
  }

  private async checkPartnerCompany(user: {
    companyId: number | null;
    companyType: string | null;
    companyRole: string | null;
  }) {
    const company = user.companyId ? await findCompanyWithTypes(this.db, user.companyId) : undefined;
    if (!company) throw refused('error.companyNotFound');
    if (company.status !== 'active') throw refused('error.companyDisabled');
    if (!user.companyType || !company.typeCodes.includes(user.companyType))
      throw refused('error.companyTypeMismatch');
    if (user.companyRole !== company.companyRole) throw refused('error.companyRoleMismatch');
  }

  private async issuePair(tx: Tx, userId: number, sessionId: string) {
    const refreshToken = newRefreshToken();
    const expiresAt = new Date(Date.now() + this.refreshTokenTtlSeconds * 1000);
    await repo.insertRefreshToken(tx, sessionId, hashToken(refreshToken), expiresAt);
    const token = await this.tokens.sign({ userId, sessionId });
    return { token, refreshToken };
  }

  /**
   * Rotates a refresh token. A token presented a second time means it leaked: the whole family
   * (the login session) is revoked, and the caller must sign in again.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const found = await repo.findRefreshToken(this.db, hashToken(refreshToken));
    if (!found || found.sessionRevokedAt) throw loginExpired();
    if (found.usedAt) {
      await repo.revokeSession(this.db, found.sessionId, 'refresh-token-reuse');
      throw loginExpired();
    }
    if (found.expiresAt.getTime() <= Date.now()) throw loginExpired();

    const principalRow = await repo.findPrincipalRow(this.db, found.sessionId, found.userId);
    if (!principalRow || !this.isActive(principalRow)) {
      await repo.revokeSession(this.db, found.sessionId, 'account-inactive');
      throw loginExpired();
    }
    const result = await this.db.transaction(async (tx) => {
      if (!(await repo.markRefreshTokenUsed(tx, found.id))) return null;
      return this.issuePair(tx, found.userId, found.sessionId);
    });
    if (!result) {
      // Another request used it between our read and our write: that is reuse too.
      await repo.revokeSession(this.db, found.sessionId, 'refresh-token-reuse');
      throw loginExpired();
    }
    return result;
  }

  async logout(principal: Principal): Promise<void> {
    await repo.revokeSession(this.db, principal.sessionId, 'logout');
  }

  private isActive(row: {
    user_status: string;
    company_status: string | null;
    kind: string;
    revoked_at: string | null;
  }) {
    if (row.revoked_at || row.user_status !== 'active') return false;
    return row.kind !== 'partner' || row.company_status === 'active';
  }

  /**
   * Resolves the caller of a request from its access token; code 3 or 6 when it cannot. A token
   * seen within the last principalCacheMs is answered from the cache (principal-cache.ts).
   */
  async resolvePrincipal(token: string): Promise<Principal> {
    const cached = this.principals.get(token);
    if (cached) return cached;
    const claims = await this.tokens.verify(token);
    const readAt = Date.now();
    const row = await repo.findPrincipalRow(this.db, claims.sessionId, claims.userId);
    if (!row || !this.isActive(row)) throw loginExpired();
    this.onUse(claims.sessionId);
    const principal: Principal = {
      userId: row.user_id,
      username: row.username,
      kind: row.kind,
      companyId: row.company_id,
      employeeId: row.employee_id,
      sessionId: claims.sessionId,
      roles: row.roles,
      permissions: new Set(row.permissions),
    };
    this.principals.set(token, principal, claims.expiresAt ?? 0, readAt);
    return principal;
  }

  /** The menus the user's roles grant, with their ancestors so the tree holds together. */
  async getMenu(principal: Principal): Promise<MenuData> {
    const { grantedCodes, all } = await repo.findMenusOfUser(this.db, principal.userId);
    const byCode = new Map(all.map((m) => [m.code, m]));
    const visible = new Set<string>();
    for (const code of grantedCodes) {
      let current = byCode.get(code);
      while (current && !visible.has(current.code)) {
        visible.add(current.code);
        current = current.parentCode ? byCode.get(current.parentCode) : undefined;
      }
    }
    const menus = all
      .filter((m) => visible.has(m.code))
      .map((m) => ({
        code: m.code,
        parentCode: m.parentCode,
        path: m.path,
        titleKey: m.titleKey,
        icon: m.icon,
        sort: m.sort,
      }));
    return { menus, buttons: await repo.findButtonsOfUser(this.db, principal.userId) };
  }

  async getLoginUser(principal: Principal): Promise<LoginUser> {
    const found = await repo.findUserWithCompany(this.db, principal.userId);
    if (!found) throw loginExpired();
    const { user, companyName } = found;
    return {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      email: user.email,
      mobile: user.mobile,
      kind: user.kind,
      employeeId: user.employeeId,
      companyId: user.companyId,
      companyName,
      companyType: user.companyType,
      companyRole: user.companyRole,
      roles: principal.roles,
      language: user.language,
    };
  }

  async getPartnerInfo(principal: Principal): Promise<PartnerInfo> {
    if (principal.kind !== 'partner' || !principal.companyId) return null;
    const company = await findCompanyWithTypes(this.db, principal.companyId);
    if (!company) throw refused('error.companyNotFound');
    const labels = new Map(
      (await repo.findPartnerTypeLabels(this.db, company.typeCodes)).map((l) => [l.code, l]),
    );
    return {
      companyId: company.id,
      companyCode: company.code,
      companyName: company.name,
      companyNameEn: company.nameEn,
      companyNameKr: company.nameKr,
      companyRole: company.companyRole,
      region: company.region,
      status: company.status,
      partnerTypeList: company.typeCodes.map((code) =>
        partnerTypeOf(
          labels.get(code) ?? {
            code,
            codeDescCn: code,
            codeDescEn: code,
            codeDescKr: null,
            codeDescLangCode: null,
          },
        ),
      ),
    };
  }

  getOwnerCandidates(roleCode: 'sales' | 'planning'): Promise<OwnerCandidate[]> {
    return repo.findActiveInternalUsersWithRole(this.db, roleCode);
  }
}
