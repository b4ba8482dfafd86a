import { startSmtpInbox, type SmtpInbox } from '@confab/test-kit/smtp-inbox';
import { startServer, type RunningServer } from './start-server.ts';
import { test } from './test.ts';

export interface ServerWithInbox {
  readonly server: RunningServer;
  readonly inbox: SmtpInbox;
}

/**
 * A server of the spec's (or describe block's) own that mails login codes to a real SMTP inbox,
 * started before its tests and stopped after them. `environment` adds to or overrides the server's
 * settings (SMTP_FROM included). Read `server` and `inbox` inside tests: they exist once started.
 */
export function serverWithInbox(environment: Record<string, string> = {}): ServerWithInbox {
  let started: { server: RunningServer; inbox: SmtpInbox } | undefined;
  test.beforeAll(async () => {
    const inbox = await startSmtpInbox();
    const server = await startServer({
      SMTP_URL: inbox.url,
      SMTP_FROM: 'Confab <login@confab.test>',
      ...environment,
    });
    started = { server, inbox };
  });
  test.afterAll(async () => {
    await started?.server.stop();
    await started?.inbox.close();
  });
  const running = () => {
    if (!started) throw new Error('The server with its inbox is read before beforeAll started it.');
    return started;
  };
  return {
    get server() {
      return running().server;
    },
    get inbox() {
      return running().inbox;
    },
  };
}
