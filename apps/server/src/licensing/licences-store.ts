import { randomUUID } from 'node:crypto';
import type { LicencePlan } from '@confab/core/protocol';
import type { ConfabDatabase, LicenceActivationsTable, LicencesTable } from '../db/tables.ts';

export type LicenceRow = LicencesTable;
export type ActivationRow = LicenceActivationsTable;

export interface NewLicence {
  keyHash: string;
  keyLast4: string;
  keySealed: string;
  email: string;
  plan: LicencePlan;
  deviceLimit: number;
  checkoutSessionID: string | null;
}

export type LicencesStore = ReturnType<typeof createLicencesStore>;

/** The licences and their device activations (migration 0013), on SQLite and PostgreSQL alike. */
export function createLicencesStore(database: ConfabDatabase, now: () => Date) {
  const timestamp = () => now().toISOString();

  return {
    /**
     * Inserts a licence; with a checkout session id that already bought one (a redelivered webhook)
     * nothing is inserted and `created` is false, the existing licence answered instead.
     */
    async create(licence: NewLicence): Promise<{ row: LicenceRow; created: boolean }> {
      const row: LicenceRow = {
        id: randomUUID(),
        key_hash: licence.keyHash,
        key_last4: licence.keyLast4,
        key_sealed: licence.keySealed,
        email: licence.email,
        plan: licence.plan,
        device_limit: licence.deviceLimit,
        checkout_session_id: licence.checkoutSessionID,
        created_at: timestamp(),
        revoked_at: null,
      };
      const inserted = await database
        .insertInto('licences')
        .values(row)
        .onConflict((conflict) => conflict.column('checkout_session_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { row, created: true };
      const existing = await database
        .selectFrom('licences')
        .selectAll()
        .where('checkout_session_id', '=', licence.checkoutSessionID)
        .executeTakeFirstOrThrow();
      return { row: existing, created: false };
    },

    findByKeyHash: (keyHash: string) =>
      database.selectFrom('licences').selectAll().where('key_hash', '=', keyHash).executeTakeFirst(),

    findByCheckout: (checkoutSessionID: string) =>
      database
        .selectFrom('licences')
        .selectAll()
        .where('checkout_session_id', '=', checkoutSessionID)
        .executeTakeFirst(),

    /** Licences bought with an address that still work, oldest first (a recovery mail lists them). */
    listUsableByEmail: (email: string) =>
      database
        .selectFrom('licences')
        .selectAll()
        .where('email', '=', email)
        .where('revoked_at', 'is', null)
        .orderBy('created_at')
        .execute(),

    /** Every licence, newest first, with its number of devices currently active. */
    async listWithActiveDevices(): Promise<(LicenceRow & { active_devices: number })[]> {
      const rows = await database.selectFrom('licences').selectAll().orderBy('created_at', 'desc').execute();
      const counts = await database
        .selectFrom('licence_activations')
        .select(['licence_id', database.fn.countAll<number | string>().as('active')])
        .where('unlinked_at', 'is', null)
        .groupBy('licence_id')
        .execute();
      const active = new Map(counts.map((count) => [count.licence_id, Number(count.active)]));
      return rows.map((row) => ({ ...row, active_devices: active.get(row.id) ?? 0 }));
    },

    async revoke(id: string): Promise<LicenceRow | undefined> {
      await database
        .updateTable('licences')
        .set({ revoked_at: timestamp() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
      return database.selectFrom('licences').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async countActiveDevices(licenceID: string): Promise<number> {
      const row = await database
        .selectFrom('licence_activations')
        .select(database.fn.countAll<number | string>().as('active'))
        .where('licence_id', '=', licenceID)
        .where('unlinked_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.active);
    },

    /** Active devices of the licence that came before this one (by time, then id): its place in line. */
    async countActiveBefore(activation: ActivationRow): Promise<number> {
      const row = await database
        .selectFrom('licence_activations')
        .select(database.fn.countAll<number | string>().as('active'))
        .where('licence_id', '=', activation.licence_id)
        .where('unlinked_at', 'is', null)
        .where((where) =>
          where.or([
            where('created_at', '<', activation.created_at),
            where.and([
              where('created_at', '=', activation.created_at),
              where('instance_id', '<', activation.instance_id),
            ]),
          ]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.active);
    },

    async activate(licenceID: string, name: string): Promise<ActivationRow> {
      const row: ActivationRow = {
        instance_id: randomUUID(),
        licence_id: licenceID,
        name,
        created_at: timestamp(),
        last_verified_at: timestamp(),
        unlinked_at: null,
      };
      await database.insertInto('licence_activations').values(row).execute();
      return row;
    },

    async removeActivation(instanceID: string): Promise<void> {
      await database.deleteFrom('licence_activations').where('instance_id', '=', instanceID).execute();
    },

    findActivation: (licenceID: string, instanceID: string) =>
      database
        .selectFrom('licence_activations')
        .selectAll()
        .where('licence_id', '=', licenceID)
        .where('instance_id', '=', instanceID)
        .executeTakeFirst(),

    async markVerified(instanceID: string): Promise<void> {
      await database
        .updateTable('licence_activations')
        .set({ last_verified_at: timestamp() })
        .where('instance_id', '=', instanceID)
        .execute();
    },

    async unlink(instanceID: string): Promise<void> {
      await database
        .updateTable('licence_activations')
        .set({ unlinked_at: timestamp() })
        .where('instance_id', '=', instanceID)
        .where('unlinked_at', 'is', null)
        .execute();
    },
  };
}
