import { randomUUID } from 'node:crypto';
import { normaliseLoginCode, type CloudUser } from '@confab/core/protocol';
import {
  EmailTakenError,
  isSessionActive,
  lastUseMs,
  normaliseEmail,
  type RateLimitRule,
  type Repositories,
  type User,
} from '../db/repositories/index.ts';
import { HttpError } from '../http/http-error.ts';
import type { Logger } from '../logging/logger.ts';
import type { LoginMailer, MailRoute } from '../mail/login-mailer.ts';
import {
  loginCodeLifetimeMs,
  maximumLoginCodeAttempts,
  sessionIdleLimitMs,
  sessionLifetimeMs,
  sessionUseRefreshMs,
  type AuthRateLimits,
} from './auth-policy.ts';
import { authMessages, rateLimitedError } from './auth-errors.ts';
import { generateLoginCode, hashLoginCode, loginCodeMatches } from './login-code.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

/** Who is calling: set on the request by requireSession. */
export interface AuthenticatedSession {
  sessionID: string;
  userID: string;
}

export interface AuthServiceOptions {
  repositories: Repositories;
  mailer: LoginMailer;
  logger: Logger;
  now: () => Date;
  rateLimits: AuthRateLimits;
  /**
   * Whether this (normalised) address may sign in; everyone when absent. The admin console's
   * members-only rule (admin/member-sign-in.ts) plugs in here.
   */
  maySignIn?: (email: string) => Promise<boolean>;
}

export interface AuthService {
  /** Sends a code; the same outcome whether or not the address has an account. */
  requestLoginCode: (input: { email: string; route: MailRoute; address: string }) => Promise<void>;
  /** Trades a live code for a new session; creates the account on its first login. */
  verifyLoginCode: (input: {
    email: string;
    code: string;
    address: string;
  }) => Promise<{ token: string; user: CloudUser }>;
  /** The session a bearer token stands for, when it is live. */
  authenticate: (token: string) => Promise<AuthenticatedSession | undefined>;
  findUser: (userID: string) => Promise<CloudUser | undefined>;
  /** Ends every session of the account and returns the token of one new session for the caller. */
  revokeOtherSessions: (session: AuthenticatedSession) => Promise<string>;
  logOut: (session: AuthenticatedSession) => Promise<void>;
}

function toCloudUser(user: User): CloudUser {
  return { email: user.email, externalUserID: user.id };
}

export function createAuthService({
  repositories,
  mailer,
  logger,
  now,
  rateLimits,
  maySignIn = () => Promise.resolve(true),
}: AuthServiceOptions): AuthService {
  async function enforce(rule: RateLimitRule, subject: string): Promise<void> {
    const result = await repositories.rateLimits.hit(rule, subject);
    if (!result.allowed) throw rateLimitedError(result.retryAfterSeconds);
  }

  /** 403 before any code is made or mailed, so an address the host does not admit gets nothing. */
  async function admit(email: string): Promise<void> {
    if (!(await maySignIn(email))) throw new HttpError(403, authMessages.membersOnly);
  }

  async function startSession(userID: string): Promise<{ token: string; sessionID: string }> {
    const token = newSessionToken();
    const session = await repositories.sessions.create({
      userID,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(now().getTime() + sessionLifetimeMs),
    });
    return { token, sessionID: session.id };
  }

  async function findOrCreateUser(email: string): Promise<User> {
    const existing = await repositories.users.findByEmail(email);
    if (existing) return existing;
    try {
      return await repositories.users.create({ email });
    } catch (error) {
      // Two first logins at once: the other request created the account a moment ago.
      if (!(error instanceof EmailTakenError)) throw error;
      const created = await repositories.users.findByEmail(email);
      if (!created) throw error;
      return created;
    }
  }

  return {
    async requestLoginCode({ email, route, address }) {
      const normalised = normaliseEmail(email);
      await enforce(rateLimits.loginPerAddress, address);
      await enforce(rateLimits.loginPerEmail, normalised);
      await admit(normalised);
      const code = generateLoginCode();
      const id = `lc-${randomUUID()}`;
      await repositories.loginCodes.replace({
        id,
        email: normalised,
        codeHash: hashLoginCode(id, code),
        expiresAt: new Date(now().getTime() + loginCodeLifetimeMs),
      });
      try {
        await mailer.sendLoginCode({ to: normalised, code, route });
      } catch (error) {
        logger.error('login e-mail failed', { route, error });
        throw new HttpError(503, authMessages.mailFailed, { cause: error });
      }
    },

    async verifyLoginCode({ email, code, address }) {
      const normalised = normaliseEmail(email);
      await enforce(rateLimits.verifyPerAddress, address);
      await enforce(rateLimits.verifyPerEmail, normalised);
      const live = await repositories.loginCodes.findLive({
        email: normalised,
        maximumAttempts: maximumLoginCodeAttempts,
      });
      if (!live) throw new HttpError(400, authMessages.codeNotAccepted);
      if (
        !(await repositories.loginCodes.takeAttempt({
          id: live.id,
          maximumAttempts: maximumLoginCodeAttempts,
        }))
      ) {
        throw new HttpError(400, authMessages.codeNotAccepted);
      }
      if (!loginCodeMatches(live.codeHash, live.id, normaliseLoginCode(code))) {
        const triesUsedUp = live.attempts + 1 >= maximumLoginCodeAttempts;
        throw new HttpError(400, triesUsedUp ? authMessages.codeTriesUsedUp : authMessages.codeNotAccepted);
      }
      // Ending the code is the gate: of two requests racing with the right code, one gets a session.
      if (!(await repositories.loginCodes.end(live.id)))
        throw new HttpError(400, authMessages.codeNotAccepted);
      // Asked again: a member removed while their code was still live does not get in with it.
      await admit(normalised);
      const user = await findOrCreateUser(normalised);
      const { token } = await startSession(user.id);
      return { token, user: toCloudUser(user) };
    },

    async authenticate(token) {
      const session = await repositories.sessions.findByTokenHash(hashSessionToken(token));
      if (!session || !isSessionActive(session, now(), { idleLimitMs: sessionIdleLimitMs })) return undefined;
      if (now().getTime() - lastUseMs(session) >= sessionUseRefreshMs) {
        await repositories.sessions.touch({ sessionID: session.id, refreshAfterMs: sessionUseRefreshMs });
      }
      return { sessionID: session.id, userID: session.userID };
    },

    async findUser(userID) {
      const user = await repositories.users.findByID(userID);
      return user && toCloudUser(user);
    },

    async revokeOtherSessions(session) {
      const { token, sessionID } = await startSession(session.userID);
      await repositories.sessions.revokeOthers({ userID: session.userID, keepSessionID: sessionID });
      return token;
    },

    async logOut(session) {
      await repositories.sessions.revoke(session.sessionID);
    },
  };
}
