import type { LoginCodeMail, LoginMailer } from '../../src/mail/login-mailer.ts';

export interface CapturingMailer extends LoginMailer {
  sent: LoginCodeMail[];
  /** The code of the latest mail to `email`. */
  latestCode: (email: string) => string;
  /** Makes the next sends reject, as an unreachable SMTP server does. */
  failing: boolean;
}

export function createCapturingMailer(): CapturingMailer {
  const mailer: CapturingMailer = {
    sent: [],
    failing: false,
    sendLoginCode(mail) {
      if (mailer.failing) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25'));
      mailer.sent.push(mail);
      return Promise.resolve();
    },
    latestCode(email) {
      const mail = mailer.sent.findLast((candidate) => candidate.to === email);
      if (!mail) throw new Error(`No code was sent to ${email}.`);
      return mail.code;
    },
    close() {
      mailer.sent = [];
    },
  };
  return mailer;
}
