import { loginCodeLifetimeMs } from '../auth/auth-policy.ts';

export type MailRoute = 'main' | 'alternative';

export interface LoginCodeMail {
  to: string;
  code: string;
  route: MailRoute;
}

/** Delivers login codes; rejects when the mail could not be handed over. */
export interface LoginMailer {
  sendLoginCode: (mail: LoginCodeMail) => Promise<void>;
  close: () => void;
}

const lifetimeMinutes = loginCodeLifetimeMs / 60_000;

export function loginCodeSubject(code: string): string {
  return `${code} is your Confab login code`;
}

export function loginCodeText(code: string): string {
  return [
    `Your Confab login code is ${code}`,
    '',
    `Enter it in the login dialog within ${String(lifetimeMinutes)} minutes. It works once.`,
    'If you did not ask to log in, ignore this e-mail: nobody can log in without the code.',
  ].join('\n');
}
