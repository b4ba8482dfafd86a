import type { Logger } from '../logging/logger.ts';
import type { MailConfig } from './mail-config.ts';
import { createSmtpTextSender } from './smtp-text-mail.ts';

export interface InvitationMail {
  to: string;
  /** The name the host shows (displayBrand, name or brand of the effective host config). */
  brand: string;
  /** This host's address, where the person signs in with a login code. */
  signInURL: string;
  /** The administrator who invited them. */
  invitedBy: string;
}

/**
 * `sent`: handed to SMTP; `notConfigured`: this server has no SMTP, so only the log says a mail
 * would have gone out. A mail SMTP refused rejects instead.
 */
export type InvitationDelivery = 'sent' | 'notConfigured';

/** Tells an invited member where to sign in (admin console, Members). */
export interface InvitationMailer {
  sendInvitation: (mail: InvitationMail) => Promise<InvitationDelivery>;
  close: () => void;
}

/** A brand is the admin's free text: line breaks would end a header line, so they become spaces. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

export function invitationSubject(mail: InvitationMail): string {
  return `You are invited to ${oneLine(mail.brand)}`;
}

export function invitationText(mail: InvitationMail): string {
  return [
    `${oneLine(mail.invitedBy)} invited you to ${oneLine(mail.brand)}.`,
    '',
    `Sign in with this e-mail address (${mail.to}) at:`,
    '',
    // On a line of its own, so mail programs make it a link and no line wrap splits it.
    mail.signInURL,
    '',
    'You will get a login code by e-mail; there is no password to remember.',
    '',
    'If you did not expect this invitation, you can ignore this e-mail.',
  ].join('\n');
}

/** Sends invitations through the same SMTP route as login codes. */
export function createSmtpInvitationMailer(config: MailConfig): InvitationMailer {
  const sender = createSmtpTextSender(config);
  return {
    async sendInvitation(mail) {
      await sender.send({ to: mail.to, subject: invitationSubject(mail), text: invitationText(mail) });
      return 'sent';
    },
    close: sender.close,
  };
}

/** Without SMTP the log says an invitation would have gone out; the console tells the admin so. */
export function createLogInvitationMailer(logger: Logger): InvitationMailer {
  return {
    sendInvitation({ to, signInURL }) {
      logger.info(
        `An invitation to ${to} (sign in at ${signInURL}) would be sent, but SMTP is not configured`,
      );
      return Promise.resolve('notConfigured');
    },
    close() {
      // Nothing is held open.
    },
  };
}
