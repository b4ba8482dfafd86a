import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients, as the sending server gave them (RCPT TO). */
  to: string[];
  from: string;
  /** The whole message as sent: headers, a blank line, the body. */
  raw: string;
}

export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL is set to. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to `address` (case-blind) after `afterCount` earlier ones. */
  waitForMail: (
    address: string,
    options?: { afterCount?: number; timeoutMs?: number },
  ) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

/**
 * A real SMTP server on a free loopback port that keeps what it receives, so tests prove that mail
 * leaves the server under test over the wire, not through a stub. No TLS and no auth: loopback only.
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const waitForMail: SmtpInbox['waitForMail'] = (address, { afterCount = 0, timeoutMs = 10_000 } = {}) =>
    new Promise((resolve, reject) => {
      const wanted = address.toLowerCase();
      const find = () =>
        messages
          .filter((mail) => mail.to.some((recipient) => recipient.toLowerCase() === wanted))
          .at(afterCount);
      const check = () => {
        const mail = find();
        if (mail === undefined) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(
          new Error(`No mail number ${String(afterCount + 1)} to ${address} within ${String(timeoutMs)} ms.`),
        );
      }, timeoutMs);
      listeners.add(check);
      check();
    });

  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    messages,
    waitForMail,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** The login code of a Confab login mail: its subject starts with the code. */
export function readLoginCode(mail: ReceivedMail): string {
  const match = /^Subject: ([A-Z0-9]{6}) is your Confab login code$/m.exec(mail.raw);
  if (!match?.[1]) throw new Error(`No login code in this mail:\n${mail.raw}`);
  return match[1];
}
