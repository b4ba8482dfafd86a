import * as z from 'zod/mini';
import type { HostConfig } from '@confab/core';

const audienceSchema = z.object({
  userTags: z.optional(z.array(z.string())),
  isExcludedForUserTags: z.optional(z.boolean()),
});

/**
 * Spec §6: an organisation prompt may be limited to groups. Without groups it is for everyone;
 * with `isExcludedForUserTags` it is for everyone except members of those groups, otherwise only
 * for members of at least one of them.
 */
export function promptShownToMember(entry: unknown, groupIDs: readonly string[]): boolean {
  const parsed = audienceSchema.safeParse(entry);
  const userTags = parsed.success ? (parsed.data.userTags ?? []) : [];
  if (userTags.length === 0) return true;
  const inGroup = userTags.some((tag) => groupIDs.includes(tag));
  return parsed.success && parsed.data.isExcludedForUserTags === true ? !inGroup : inGroup;
}

/**
 * The host's organisation prompts this person may see: none for a visitor who is not signed in
 * when the host keeps them for members (`systemPromptsForOnlyMembers`), and only those for the
 * member's groups (`currentUser.groupIDs`).
 */
export function organisationPromptEntries(hostConfig: HostConfig, signedIn: boolean): readonly unknown[] {
  if (hostConfig.systemPromptsForOnlyMembers === true && !signedIn) return [];
  const groupIDs = hostConfig.currentUser?.groupIDs ?? [];
  return (hostConfig.systemPrompts ?? []).filter((entry) => promptShownToMember(entry, groupIDs));
}
