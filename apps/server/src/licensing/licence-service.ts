import {
  licenceDeviceLimits,
  type LicenceGrant,
  type LicencePlan,
  type LicenceRefusal,
  type OrderInfoResponse,
} from '@confab/core/protocol';
import { signLicenceToken, type LicenceCryptoKey } from '@confab/core/licence';
import type { Logger } from '../logging/logger.ts';
import type { LicenceMailer } from '../mail/licence-mailer.ts';
import type { PaidLicenceOrder } from './licence-checkout.ts';
import type { LicensingConfig } from './licence-config.ts';
import { createKeySealer } from './licence-key-sealing.ts';
import { generateLicenceKey, hashLicenceKey, licenceKeyLast4 } from './licence-keys.ts';
import { licenceMessages } from './licence-messages.ts';
import type { LicenceRow, LicencesStore } from './licences-store.ts';

/** A refusal the app acts on: the status and the body of spec §7 (userMessage and its flags). */
export class LicenceRefusalError extends Error {
  override readonly name = 'LicenceRefusalError';

  constructor(
    readonly status: 400 | 403 | 404,
    readonly body: LicenceRefusal,
  ) {
    super(body.userMessage);
  }
}

export interface AdminLicence {
  id: string;
  keyLast4: string;
  email: string;
  plan: LicencePlan;
  deviceLimit: number;
  activeDevices: number;
  createdAt: string;
  revokedAt?: string;
}

export interface LicenceServiceOptions {
  config: Pick<LicensingConfig, 'signingKey' | 'tokenDays'>;
  /** Undefined only for a key config.ts would have refused (tests that skip it): signing then fails. */
  signingKey: Promise<LicenceCryptoKey | undefined>;
  store: LicencesStore;
  mailer: LicenceMailer;
  logger: Logger;
  now: () => Date;
}

export type LicenceService = ReturnType<typeof createLicenceService>;

const invalidKey = () => new LicenceRefusalError(400, { userMessage: licenceMessages.invalidKey });

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function planOfRow(row: LicenceRow): LicencePlan {
  return row.plan === 'premium' ? 'premium' : 'standard';
}

/** Issuing, activating, verifying and unlinking licences, recovery mails and paid orders. */
export function createLicenceService({
  config,
  signingKey,
  store,
  mailer,
  logger,
  now,
}: LicenceServiceOptions) {
  const sealer = createKeySealer(config.signingKey);

  /** A usable licence for a presented key, or the one answer for unknown and revoked keys alike. */
  const usableLicence = async (key: string): Promise<LicenceRow> => {
    const row = await store.findByKeyHash(hashLicenceKey(key));
    if (!row || row.revoked_at !== null) throw invalidKey();
    return row;
  };

  const grant = async (row: LicenceRow, instanceID: string): Promise<LicenceGrant> => {
    const key = await signingKey;
    if (key === undefined) throw new Error('LICENCE_SIGNING_KEY is not a P-256 PKCS8 key.');
    const iat = Math.floor(now().getTime() / 1000);
    const token = await signLicenceToken(
      {
        iat,
        exp: iat + config.tokenDays * 86_400,
        plan: planOfRow(row),
        email: row.email,
        instanceID,
        keyLast4: row.key_last4,
      },
      key,
    );
    return { instanceID, token };
  };

  const issue = async (input: {
    email: string;
    plan: LicencePlan;
    deviceLimit?: number;
    checkoutSessionID?: string;
  }): Promise<{ row: LicenceRow; key: string; created: boolean }> => {
    const key = generateLicenceKey();
    const { row, created } = await store.create({
      keyHash: hashLicenceKey(key),
      keyLast4: licenceKeyLast4(key),
      keySealed: sealer.seal(key),
      email: normaliseEmail(input.email),
      plan: input.plan,
      deviceLimit: input.deviceLimit ?? licenceDeviceLimits.get(input.plan) ?? 1,
      checkoutSessionID: input.checkoutSessionID ?? null,
    });
    return { row, key: created ? key : (sealer.open(row.key_sealed) ?? ''), created };
  };

  const sendKeys = async (mail: Parameters<LicenceMailer['sendLicenceKeys']>[0]): Promise<void> => {
    try {
      await mailer.sendLicenceKeys(mail);
    } catch (error) {
      // The key stays reachable (order info, a later recovery), so a mail failure is logged, not thrown.
      logger.warn('licence mail could not be sent', { reason: mail.reason, error });
    }
  };

  return {
    issue,

    async activate(key: string, instanceName: string | undefined): Promise<LicenceGrant> {
      const row = await usableLicence(key);
      const limitReached = (usage: number) =>
        new LicenceRefusalError(403, {
          userMessage: licenceMessages.limitReached,
          limitReached: true,
          activationLimit: row.device_limit,
          activationUsage: usage,
        });
      const before = await store.countActiveDevices(row.id);
      if (before >= row.device_limit) throw limitReached(before);
      // Checked again after the insert, by place in line: of devices racing for the last places the
      // earliest win, and the licence never holds more devices than it allows.
      const activation = await store.activate(row.id, instanceName?.trim() || 'Device');
      if ((await store.countActiveBefore(activation)) >= row.device_limit) {
        await store.removeActivation(activation.instance_id);
        throw limitReached(row.device_limit);
      }
      return grant(row, activation.instance_id);
    },

    async verify(key: string, instanceID: string): Promise<LicenceGrant> {
      const row = await usableLicence(key);
      const activation = await store.findActivation(row.id, instanceID);
      if (!activation) throw new LicenceRefusalError(404, { userMessage: licenceMessages.deviceNotLinked });
      if (activation.unlinked_at !== null) {
        throw new LicenceRefusalError(403, {
          userMessage: licenceMessages.deviceUnlinked,
          deviceUnlinked: true,
        });
      }
      await store.markVerified(instanceID);
      return grant(row, instanceID);
    },

    /** Unlinking twice is fine (the device is unlinked either way); an unknown device is not. */
    async unlink(key: string, instanceID: string): Promise<void> {
      const row = await usableLicence(key);
      const activation = await store.findActivation(row.id, instanceID);
      if (!activation) throw new LicenceRefusalError(404, { userMessage: licenceMessages.deviceNotLinked });
      await store.unlink(instanceID);
    },

    /** Mails every usable key bought with the address; says nothing about whether there were any. */
    async recover(email: string): Promise<void> {
      const rows = await store.listUsableByEmail(normaliseEmail(email));
      const keys = rows.flatMap((row) => {
        const key = sealer.open(row.key_sealed);
        return key === undefined ? [] : [{ key, plan: planOfRow(row) }];
      });
      if (keys.length < rows.length) {
        logger.warn('licence keys sealed under another signing key cannot be recovered', {
          count: rows.length - keys.length,
        });
      }
      if (keys.length > 0) await sendKeys({ to: normaliseEmail(email), reason: 'recovery', keys });
    },

    /** A paid order's licence, made once however often the provider delivers the webhook. */
    async fulfil(order: PaidLicenceOrder): Promise<void> {
      const { row, key, created } = await issue({
        email: order.email,
        plan: order.plan,
        checkoutSessionID: order.checkoutSessionID,
      });
      if (!created) {
        logger.info('licence order delivered again', { licence: row.id });
        return;
      }
      logger.info('licence bought', { licence: row.id, plan: row.plan });
      await sendKeys({ to: row.email, reason: 'purchase', keys: [{ key, plan: planOfRow(row) }] });
    },

    async orderInfo(checkoutSessionID: string): Promise<OrderInfoResponse | undefined> {
      const row = await store.findByCheckout(checkoutSessionID);
      const key = row && sealer.open(row.key_sealed);
      if (!row || key === undefined) return undefined;
      return { email: row.email, licenseKey: key, plan: planOfRow(row) };
    },

    async listForAdmin(): Promise<AdminLicence[]> {
      return (await store.listWithActiveDevices()).map((row) => ({
        ...adminLicence(row),
        activeDevices: row.active_devices,
      }));
    },

    async revoke(id: string): Promise<AdminLicence | undefined> {
      const row = await store.revoke(id);
      return row && { ...adminLicence(row), activeDevices: await store.countActiveDevices(row.id) };
    },
  };
}

export function adminLicence(row: LicenceRow): Omit<AdminLicence, 'activeDevices'> {
  return {
    id: row.id,
    keyLast4: row.key_last4,
    email: row.email,
    plan: planOfRow(row),
    deviceLimit: row.device_limit,
    createdAt: row.created_at,
    ...(row.revoked_at === null ? {} : { revokedAt: row.revoked_at }),
  };
}
