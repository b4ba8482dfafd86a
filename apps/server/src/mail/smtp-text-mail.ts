import type { MailConfig } from './mail-config.ts';
import { createTransport } from './smtp-login-mailer.ts';

export interface TextMail {
  to: string;
  subject: string;
  text: string;
}

export interface SmtpTextSender {
  send: (mail: TextMail) => Promise<void>;
  close: () => void;
}

/** A plain-text mail from the host's address over its main SMTP route (licence keys, invitations). */
export function createSmtpTextSender(config: MailConfig): SmtpTextSender {
  const transport = createTransport(config.smtp);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}
