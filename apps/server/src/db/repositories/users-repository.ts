import type { RepositoryContext } from './repository-context.ts';

export interface User {
  id: string;
  email: string;
  createdAt: string;
}

export class EmailTakenError extends Error {
  override readonly name = 'EmailTakenError';
}

/** E-mail addresses are compared without case or surrounding spaces, as people type them. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface UsersRepository {
  /** Throws EmailTakenError when another account already uses the address. */
  create: (input: { email: string }) => Promise<User>;
  findByEmail: (email: string) => Promise<User | undefined>;
  findByID: (id: string) => Promise<User | undefined>;
}

export function createUsersRepository({ database, now, newID }: RepositoryContext): UsersRepository {
  return {
    async create({ email }) {
      const row = await database
        .insertInto('users')
        .values({ id: newID('u'), email: normaliseEmail(email), created_at: now().toISOString() })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning(['id', 'email', 'created_at'])
        .executeTakeFirst();
      if (row === undefined) throw new EmailTakenError('This e-mail address already has an account.');
      return { id: row.id, email: row.email, createdAt: row.created_at };
    },

    async findByEmail(email) {
      const row = await database
        .selectFrom('users')
        .select(['id', 'email', 'created_at'])
        .where('email', '=', normaliseEmail(email))
        .executeTakeFirst();
      return row && { id: row.id, email: row.email, createdAt: row.created_at };
    },

    async findByID(id) {
      const row = await database
        .selectFrom('users')
        .select(['id', 'email', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { id: row.id, email: row.email, createdAt: row.created_at };
    },
  };
}
