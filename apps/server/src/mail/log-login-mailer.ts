import type { Logger } from '../logging/logger.ts';
import type { LoginMailer } from './login-mailer.ts';

/**
 * Without SMTP (a laptop, a first try) the code is printed to the server's log, so the person running
 * it can still log in. This is the one place a code is written anywhere but an e-mail.
 */
export function createLogLoginMailer(logger: Logger): LoginMailer {
  return {
    sendLoginCode({ to, code }) {
      logger.info(`Login code for ${to}: ${code} (SMTP is not configured, so it is printed here)`);
      return Promise.resolve();
    },
    close() {
      // Nothing is held open.
    },
  };
}
