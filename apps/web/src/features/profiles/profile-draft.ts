import type { Profile } from '@confab/core';
import { isEncryptedKey } from '@confab/core/key-vault';
import type { ProviderStyle } from '@confab/core/providers';
import { profileKeyFields, profileKeyOf } from './profile-keys.ts';

/** One key field of the form: the plain key shown, or `locked` when it is stored locked and not opened. */
export interface DraftKey {
  value: string;
  locked: boolean;
}

export interface ProfileDraft {
  name: string;
  picURL: string;
  information: string;
  customInstruction: string;
  keys: ReadonlyMap<ProviderStyle, DraftKey>;
}

/** The form's starting values; a key locked with the password shows in plain only once this tab opened it. */
export function draftFromProfile(profile: Profile, opened: ReadonlyMap<string, string>): ProfileDraft {
  const keys = new Map<ProviderStyle, DraftKey>();
  for (const style of profileKeyFields.keys()) {
    const stored = profileKeyOf(profile, style) ?? '';
    if (!isEncryptedKey(stored)) keys.set(style, { value: stored, locked: false });
    else {
      const plain = opened.get(stored);
      keys.set(style, plain === undefined ? { value: '', locked: true } : { value: plain, locked: false });
    }
  }
  return {
    name: profile.name,
    picURL: profile.picURL ?? '',
    information: profile.information ?? '',
    customInstruction: profile.customInstruction ?? '',
    keys,
  };
}

export interface DraftSaveOptions {
  /** False where the host allows no user keys: the stored keys stay as they are. */
  keysEditable: boolean;
  /** Plain keys this tab opened, by their stored `encrypted-…` value. */
  opened: ReadonlyMap<string, string>;
  /** Locks a new key while the vault is open; returns it unchanged otherwise. */
  seal: (key: string) => Promise<string>;
}

/**
 * The profile to store from the form. Keys are written only when `keysEditable` (the host allows
 * user keys); a key left as it was keeps its stored value (no new cipher for an unchanged key), a
 * changed one goes through `seal` (locked while the vault is open), and an emptied one is removed.
 */
export async function profileFromDraft(
  profile: Profile,
  draft: ProfileDraft,
  options: DraftSaveOptions,
): Promise<Profile> {
  const {
    assignedAPIKey: _keys,
    picURL: _picURL,
    information: _info,
    customInstruction: _ci,
    ...rest
  } = profile;
  const assigned: NonNullable<Profile['assignedAPIKey']> = {};
  for (const [style, field] of profileKeyFields) {
    const next = await nextKey(profileKeyOf(profile, style), draft.keys.get(style), options);
    if (next !== undefined) assigned[field] = next;
  }
  const text = (value: string) => value.trim();
  return {
    ...rest,
    name: text(draft.name),
    ...(text(draft.picURL) ? { picURL: text(draft.picURL) } : {}),
    ...(text(draft.information) ? { information: text(draft.information) } : {}),
    ...(text(draft.customInstruction) ? { customInstruction: text(draft.customInstruction) } : {}),
    ...(Object.keys(assigned).length > 0 ? { assignedAPIKey: assigned } : {}),
  };
}

/** True when the profile carries a key for any provider (shown on its card). */
export function hasProfileKeys(profile: Profile): boolean {
  return [...profileKeyFields.keys()].some((style) => profileKeyOf(profile, style) !== undefined);
}

async function nextKey(
  stored: string | undefined,
  typed: DraftKey | undefined,
  options: DraftSaveOptions,
): Promise<string | undefined> {
  if (!options.keysEditable || !typed || typed.locked) return stored;
  const value = typed.value.trim();
  if (value === '') return undefined;
  if (stored !== undefined && (stored === value || options.opened.get(stored) === value)) return stored;
  return options.seal(value);
}
