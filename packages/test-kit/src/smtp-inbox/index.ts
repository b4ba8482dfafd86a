export { readLoginCode, startSmtpInbox } from './smtp-inbox.ts';
export type { ReceivedMail, SmtpInbox } from './smtp-inbox.ts';
