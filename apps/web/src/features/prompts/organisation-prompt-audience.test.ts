import { describe, expect, it } from 'vitest';
import { defaultHostConfig, type HostConfig } from '@confab/core';
import { organisationPromptEntries, promptShownToMember } from './organisation-prompt-audience.ts';

const everyone = { id: 'pr-1', title: 'Everyone', prompt: 'a' };
const onlySales = { id: 'pr-2', title: 'Sales', prompt: 'b', userTags: ['sales'] };
const exceptSales = {
  id: 'pr-3',
  title: 'Not sales',
  prompt: 'c',
  userTags: ['sales'],
  isExcludedForUserTags: true,
};

describe('organisation prompt audience', () => {
  it.each([
    [everyone, [], true],
    [onlySales, [], false],
    [onlySales, ['sales'], true],
    [onlySales, ['support', 'sales'], true],
    [exceptSales, [], true],
    [exceptSales, ['sales'], false],
  ])('%o for groups %o: %s', (entry, groups, shown) => {
    expect(promptShownToMember(entry, groups)).toBe(shown);
  });

  const host = (change: Partial<HostConfig>): HostConfig => ({
    ...defaultHostConfig,
    managed: true,
    systemPrompts: [everyone, onlySales, exceptSales],
    ...change,
  });
  const titles = (entries: readonly unknown[]) => entries.map((entry) => (entry as { title: string }).title);

  it("uses the member's groups from the host config", () => {
    expect(titles(organisationPromptEntries(host({}), true))).toEqual(['Everyone', 'Not sales']);
    expect(
      titles(organisationPromptEntries(host({ currentUser: { email: 'a@b.c', groupIDs: ['sales'] } }), true)),
    ).toEqual(['Everyone', 'Sales']);
  });

  it('keeps members-only prompts from visitors who are not signed in', () => {
    expect(organisationPromptEntries(host({ systemPromptsForOnlyMembers: true }), false)).toEqual([]);
    expect(organisationPromptEntries(host({ systemPromptsForOnlyMembers: true }), true)).toHaveLength(2);
  });
});
