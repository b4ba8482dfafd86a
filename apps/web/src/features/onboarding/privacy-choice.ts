/**
 * Spec workspace §2/§4/§9: the privacy notice stays away for 30 days when the person ticks "remember";
 * otherwise only for the rest of this browser session, so a reload does not ask again.
 */
export const privacyChoiceStorageKey = 'confab.privacyNotice.rememberedAt';
export const privacySessionStorageKey = 'confab.privacyNotice.acknowledged';
export const rememberedChoiceLifetimeMs = 2_592_000_000;

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

function readTimestamp(storage: ReadableStorage): number | undefined {
  const stored = Number(storage.getItem(privacyChoiceStorageKey));
  return Number.isFinite(stored) && stored > 0 ? stored : undefined;
}

/** True when neither a remembered choice younger than 30 days nor this session's confirmation exists. */
export function isPrivacyNoticeDue(local: ReadableStorage, session: ReadableStorage, now: number): boolean {
  if (session.getItem(privacySessionStorageKey) === 'true') return false;
  const rememberedAt = readTimestamp(local);
  return rememberedAt === undefined || now - rememberedAt >= rememberedChoiceLifetimeMs;
}

/** Records "continue without": for this session, and with a timestamp when the person asked to remember. */
export function recordLocalOnlyChoice(
  local: WritableStorage,
  session: WritableStorage,
  { remember, now }: { remember: boolean; now: number },
): void {
  session.setItem(privacySessionStorageKey, 'true');
  if (remember) local.setItem(privacyChoiceStorageKey, String(now));
}
