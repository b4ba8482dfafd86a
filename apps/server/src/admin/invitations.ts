import type { HostConfig, InvitationMailStatus } from '@confab/core/protocol';
import type { Logger } from '../logging/logger.ts';
import type { InvitationMail, InvitationMailer } from '../mail/invitation-mailer.ts';

/** The name members know the host by, in the order the web app's header uses. */
export function hostBrand(config: Pick<HostConfig, 'displayBrand' | 'name' | 'brand'>): string {
  for (const candidate of [config.displayBrand, config.name, config.brand]) {
    const text = candidate?.trim();
    if (text !== undefined && text !== '') return text;
  }
  return 'Confab';
}

/**
 * Mails an invitation and says what became of it. A refused mail does not undo the invitation: the
 * member is recorded, and the console tells the admin to invite again or to tell them another way.
 */
export async function mailInvitation(
  { mailer, logger }: { mailer: InvitationMailer; logger: Logger },
  mail: InvitationMail,
): Promise<InvitationMailStatus> {
  try {
    return await mailer.sendInvitation(mail);
  } catch (error) {
    logger.error('invitation e-mail failed', { error });
    return 'failed';
  }
}
