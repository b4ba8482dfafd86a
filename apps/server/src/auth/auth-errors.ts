import { HttpError } from '../http/http-error.ts';

/** The words people see; one text for wrong, used, expired and unknown codes, so none is told apart. */
export const authMessages = {
  codeNotAccepted: 'This code is wrong or has expired. Check it, or ask for a new code.',
  codeTriesUsedUp: 'Too many wrong codes. Ask for a new code.',
  tooManyRequests: 'Too many attempts. Wait a few minutes and try again.',
  mailFailed: 'The login e-mail could not be sent. Try again in a few minutes.',
  sessionEnded: 'You are not logged in, or your session has ended. Log in again.',
  loginRequired: 'This host is for its members only. Log in to continue.',
  adminOnly: 'Only an administrator of this host can do this.',
  membersOnly: 'This workspace is for its members. Ask an administrator to invite you.',
} as const;

/** 429 with Retry-After, answered as `{ userMessage }` like every other error. */
export function rateLimitedError(retryAfterSeconds: number): HttpError {
  return new HttpError(429, authMessages.tooManyRequests, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}
