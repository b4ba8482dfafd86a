import type { LicencePlan } from '@confab/core/protocol';
import type { Logger } from '../logging/logger.ts';
import type { MailConfig } from './mail-config.ts';
import { createSmtpTextSender } from './smtp-text-mail.ts';

export interface LicenceKeysMail {
  to: string;
  /** `purchase`: the key of an order just paid; `recovery`: every key bought with the address. */
  reason: 'purchase' | 'recovery';
  keys: { key: string; plan: LicencePlan }[];
}

/** Delivers licence keys; rejects when the mail could not be handed over. */
export interface LicenceMailer {
  sendLicenceKeys: (mail: LicenceKeysMail) => Promise<void>;
  close: () => void;
}

const planNames: ReadonlyMap<LicencePlan, string> = new Map([
  ['standard', 'Standard'],
  ['premium', 'Premium'],
]);

export function licenceMailSubject(mail: LicenceKeysMail): string {
  return mail.reason === 'purchase' ? 'Your Confab licence key' : 'Your Confab licence keys';
}

export function licenceMailText(mail: LicenceKeysMail): string {
  const lines = mail.keys.map(({ key, plan }) => `${key} (${planNames.get(plan) ?? plan})`);
  const opening =
    mail.reason === 'purchase'
      ? 'Thank you for buying Confab. Your licence key:'
      : 'You asked for the Confab licence keys bought with this address:';
  return [
    opening,
    '',
    ...lines,
    '',
    'Enter the key in Confab under Licence to activate it on a device.',
    'Keep this e-mail: anyone with the key can activate it.',
    ...(mail.reason === 'recovery' ? ['If you did not ask for this e-mail, you can ignore it.'] : []),
  ].join('\n');
}

/** Sends licence keys through the same SMTP route as login codes. */
export function createSmtpLicenceMailer(config: MailConfig): LicenceMailer {
  const sender = createSmtpTextSender(config);
  return {
    sendLicenceKeys: (mail) =>
      sender.send({ to: mail.to, subject: licenceMailSubject(mail), text: licenceMailText(mail) }),
    close: sender.close,
  };
}

/**
 * Without SMTP the log says a mail would have gone out, but never the keys: unlike a login code,
 * a licence key is worth something to whoever reads the log.
 */
export function createLogLicenceMailer(logger: Logger): LicenceMailer {
  return {
    sendLicenceKeys({ to, reason, keys }) {
      logger.info(
        `A licence mail (${reason}, ${String(keys.length)} key(s)) to ${to} would be sent, but SMTP is not configured`,
      );
      return Promise.resolve();
    },
    close() {
      // Nothing is held open.
    },
  };
}
