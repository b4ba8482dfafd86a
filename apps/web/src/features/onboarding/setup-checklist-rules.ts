/**
 * The setup checklist (spec §1, §4, §9): four steps (add an API key, send a first message, activate
 * a licence key, log in) plus one base step that is always done, so a new workspace starts above 0 %.
 */
export type ChecklistStepID = 'apiKey' | 'firstMessage' | 'licence' | 'login';

export interface ChecklistFacts {
  apiKey: boolean;
  firstMessage: boolean;
  licence: boolean;
  login: boolean;
}

export interface ChecklistProgress {
  steps: readonly { id: ChecklistStepID; done: boolean }[];
  done: number;
  total: number;
  percent: number;
  complete: boolean;
}

const stepOrder: readonly ChecklistStepID[] = ['apiKey', 'firstMessage', 'licence', 'login'];

/**
 * Licences are not built yet, so their step is left out and the total is three steps plus the base
 * one. The licences issue passes `licencesAvailable: true` (and the fact) from where a licence is known.
 */
export function checklistProgress(
  facts: ChecklistFacts,
  { licencesAvailable }: { licencesAvailable: boolean },
): ChecklistProgress {
  const steps = stepOrder
    .filter((id) => id !== 'licence' || licencesAvailable)
    .map((id) => ({ id, done: facts[id] }));
  const done = 1 + steps.filter((step) => step.done).length;
  const total = 1 + steps.length;
  return { steps, done, total, percent: Math.round((done / total) * 100), complete: done === total };
}

/** Spec §9: a cloud token issued before this day counts as having sent a first message. */
export const firstMessageRuleCutoff = Date.UTC(2024, 8, 3);

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
}

/**
 * When a token says it was issued (a JWT's `iat`, in seconds), in milliseconds. Confab's own session
 * tokens are opaque random strings with no date, so for them this is undefined and the rule is off.
 */
export function tokenIssuedAt(token: string): number | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined) return undefined;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof payload !== 'object' || payload === null || !Object.hasOwn(payload, 'iat')) return undefined;
    const issuedAt: unknown = (payload as { iat: unknown }).iat;
    return typeof issuedAt === 'number' && Number.isFinite(issuedAt) ? issuedAt * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export function tokenPredatesFirstMessageRule(token: string | undefined): boolean {
  if (token === undefined) return false;
  const issuedAt = tokenIssuedAt(token);
  return issuedAt !== undefined && issuedAt < firstMessageRuleCutoff;
}

/** The completion card's animation (spec §9: "Progress animation 4 s"). */
export const checklistAnimationMs = 4000;
