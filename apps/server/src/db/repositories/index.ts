import type { ConfabDatabase } from '../tables.ts';
import { createLoginCodesRepository, type LoginCodesRepository } from './login-codes-repository.ts';
import { createMetaRepository, type MetaRepository } from './meta-repository.ts';
import {
  createNewsletterSubscriptionsRepository,
  type NewsletterSubscriptionsRepository,
} from './newsletter-subscriptions-repository.ts';
import { createRateLimitsRepository, type RateLimitsRepository } from './rate-limits-repository.ts';
import { defaultNewID, type RepositoryContext } from './repository-context.ts';
import { createSessionsRepository, type SessionsRepository } from './sessions-repository.ts';
import { createUsersRepository, type UsersRepository } from './users-repository.ts';

export * from './login-codes-repository.ts';
export * from './meta-repository.ts';
export * from './newsletter-subscriptions-repository.ts';
export * from './rate-limits-repository.ts';
export * from './sessions-repository.ts';
export * from './users-repository.ts';

export interface Repositories {
  users: UsersRepository;
  sessions: SessionsRepository;
  meta: MetaRepository;
  loginCodes: LoginCodesRepository;
  rateLimits: RateLimitsRepository;
  newsletterSubscriptions: NewsletterSubscriptionsRepository;
}

export function createRepositories(
  database: ConfabDatabase,
  { now = () => new Date(), newID = defaultNewID }: Partial<Omit<RepositoryContext, 'database'>> = {},
): Repositories {
  const context: RepositoryContext = { database, now, newID };
  return {
    users: createUsersRepository(context),
    sessions: createSessionsRepository(context),
    meta: createMetaRepository(context),
    loginCodes: createLoginCodesRepository(context),
    rateLimits: createRateLimitsRepository(context),
    newsletterSubscriptions: createNewsletterSubscriptionsRepository(context),
  };
}
