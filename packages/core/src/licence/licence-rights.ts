import type { LicencePlan } from '../protocol/index.ts';

/** The rights `userCanUse` answers (spec §6): enable any plugin, edit project settings. */
export type LicenceRight = 'unlimitedPlugins' | 'project';

/** Features a licence unlocks by name (spec §6 "permission by feature name", e.g. `share`). */
export type LicencedFeature = 'share';

/**
 * What decides a right: the host (managed hosts and hosts that sell no licences allow everything)
 * and, where licences are sold, the verification state (spec §4: null unknown, true, false) and the
 * verified licence's plan.
 */
export interface LicenceContext {
  managed: boolean;
  /** The host sells licences (`hostConfig.licensing` present). */
  licensing: boolean;
  verified: boolean | null;
  plan: LicencePlan | undefined;
}

/**
 * Both plans grant every right: a lifetime licence is the whole product. The plans differ in how
 * many devices may be active at once (licenceDeviceLimits), and premium has nothing to upgrade to.
 */
const planRights: ReadonlyMap<LicencePlan, ReadonlySet<LicenceRight | LicencedFeature>> = new Map([
  ['standard', new Set<LicenceRight | LicencedFeature>(['unlimitedPlugins', 'project', 'share'])],
  ['premium', new Set<LicenceRight | LicencedFeature>(['unlimitedPlugins', 'project', 'share'])],
]);

/** Licences are in play only on an unmanaged host that sells them; elsewhere none of their UI shows. */
export function licencesApply(context: Pick<LicenceContext, 'managed' | 'licensing'>): boolean {
  return context.licensing && !context.managed;
}

/** Spec §6 `userCanUse(right)`, and the same rule for a feature by name (`share`). */
export function userCanUse(right: LicenceRight | LicencedFeature, context: LicenceContext): boolean {
  if (!licencesApply(context)) return true;
  if (context.verified !== true || context.plan === undefined) return false;
  return planRights.get(context.plan)?.has(right) ?? false;
}

/** Spec §3/§6: premium gets no upgrade button; every other state (no licence, standard) does. */
export function upgradeOffered(context: LicenceContext): boolean {
  if (!licencesApply(context)) return false;
  return !(context.verified === true && context.plan === 'premium');
}
