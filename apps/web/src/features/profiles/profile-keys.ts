import type { Profile } from '@confab/core';
import type { ProviderStyle } from '@confab/core/providers';

export type ProfileKeyField = keyof NonNullable<Profile['assignedAPIKey']>;

/** Which of a profile's assigned keys stands in for each provider style's global key. */
export const profileKeyFields: ReadonlyMap<ProviderStyle, ProfileKeyField> = new Map<
  ProviderStyle,
  ProfileKeyField
>([
  ['openai', 'openAIAPIKey'],
  ['anthropic', 'anthropicAPIKey'],
  ['gemini', 'geminiAPIKey'],
]);

/** The profile's stored key for a style (plain or `encrypted-…`), or undefined when it has none. */
export function profileKeyOf(profile: Profile | undefined, style: ProviderStyle): string | undefined {
  const field = profileKeyFields.get(style);
  const key = field === undefined ? undefined : profile?.assignedAPIKey?.[field];
  return key === undefined || key === '' ? undefined : key;
}
