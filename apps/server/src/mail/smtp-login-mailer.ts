import nodemailer from 'nodemailer';
import type { MailConfig, SmtpTarget } from './mail-config.ts';
import { loginCodeSubject, loginCodeText, type LoginMailer } from './login-mailer.ts';

export function createTransport(target: SmtpTarget) {
  if ('url' in target) return nodemailer.createTransport(target.url);
  return nodemailer.createTransport({
    host: target.host,
    port: target.port,
    secure: target.secure,
    ...(target.user === undefined ? {} : { auth: { user: target.user, pass: target.password ?? '' } }),
  });
}

/** Sends codes through SMTP (nodemailer); the alternative route falls back to the main one. */
export function createSmtpLoginMailer(config: MailConfig): LoginMailer {
  const main = createTransport(config.smtp);
  const alternative = config.alternativeSmtp === undefined ? main : createTransport(config.alternativeSmtp);
  return {
    async sendLoginCode({ to, code, route }) {
      const transport = route === 'alternative' ? alternative : main;
      await transport.sendMail({
        from: config.from,
        to,
        subject: loginCodeSubject(code),
        text: loginCodeText(code),
      });
    },
    close() {
      main.close();
      if (alternative !== main) alternative.close();
    },
  };
}
