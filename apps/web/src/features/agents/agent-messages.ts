import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AgentSortOrder, KnownAgentCategory } from '@confab/core';

export const agentMessages = defineMessages({
  heading: { id: 'agents.heading', defaultMessage: 'Agents' },
  description: {
    id: 'agents.description',
    defaultMessage: 'Reusable assistants with their own instructions, model and conversation starters.',
  },
  search: { id: 'agents.search', defaultMessage: 'Search agents' },
  create: { id: 'agents.create', defaultMessage: 'Create agent' },
  browseDefaults: { id: 'agents.browseDefaults', defaultMessage: 'Browse default agents' },
  sort: { id: 'agents.sort', defaultMessage: 'Sort' },
  layout: { id: 'agents.layout', defaultMessage: 'Layout' },
  layoutList: { id: 'agents.layout.list', defaultMessage: 'List' },
  layoutGrid: { id: 'agents.layout.grid', defaultMessage: 'Grid' },
  categories: { id: 'agents.categories', defaultMessage: 'Agent categories' },
  scrollCategoriesBack: { id: 'agents.categories.scrollBack', defaultMessage: 'Scroll categories back' },
  scrollCategoriesForward: {
    id: 'agents.categories.scrollForward',
    defaultMessage: 'Scroll categories forward',
  },
  chat: { id: 'agents.card.chat', defaultMessage: 'Chat' },
  clone: { id: 'agents.card.clone', defaultMessage: 'Clone' },
  edit: { id: 'agents.card.edit', defaultMessage: 'Edit' },
  remove: { id: 'agents.card.remove', defaultMessage: 'Remove' },
  confirmRemove: { id: 'agents.card.confirmRemove', defaultMessage: 'Confirm remove' },
  pin: { id: 'agents.card.pin', defaultMessage: 'Pin' },
  pinned: { id: 'agents.card.pinned', defaultMessage: 'Pinned' },
  premium: { id: 'agents.card.premium', defaultMessage: 'Premium' },
  premiumLocked: {
    id: 'agents.card.premiumLocked',
    defaultMessage: 'Premium agent: not included in your plan',
  },
  system: { id: 'agents.card.system', defaultMessage: 'Provided by your organisation' },
  noAgentsTitle: { id: 'agents.empty.title', defaultMessage: 'No agents yet' },
  noAgentsBody: {
    id: 'agents.empty.body',
    defaultMessage: 'Create an agent, or add one from the default agents to get started.',
  },
  noResultsTitle: { id: 'agents.noResults.title', defaultMessage: 'No matching agents' },
  defaultsTitle: { id: 'agents.defaults.title', defaultMessage: 'Default agents' },
  install: { id: 'agents.defaults.install', defaultMessage: 'Install' },
  installed: { id: 'agents.defaults.installed', defaultMessage: 'Installed' },
  close: { id: 'agents.dialog.close', defaultMessage: 'Close' },
  export: { id: 'agents.card.export', defaultMessage: 'Export' },
  share: { id: 'agents.card.share', defaultMessage: 'Share' },
  shareLinkCopied: {
    id: 'agents.share.copied',
    defaultMessage: 'Share link copied. Anyone with the link can save a copy of this agent.',
  },
  shareNeedsAccount: {
    id: 'agents.share.needsAccount',
    defaultMessage: 'Log in to your account (Settings) to share agents with a link.',
  },
  moreCreateOptions: { id: 'agents.create.more', defaultMessage: 'More create options' },
  importFromFile: { id: 'agents.import.fromFile', defaultMessage: 'Import from JSON file' },
  imported: { id: 'agents.import.success', defaultMessage: 'Agent imported' },
  somethingWentWrong: {
    id: 'agents.error.generic',
    defaultMessage: 'Something went wrong. Please try again.',
  },
});

/** Messages with placeholders: react-intl 12 types `defineMessages` entries as taking no values. */
export const agentValueMessages: Record<
  'noResultsBody' | 'starterCount' | 'shareLink' | 'sharedModel',
  MessageDescriptor
> = defineMessages({
  shareLink: { id: 'agents.share.link', defaultMessage: 'Share link: {link}' },
  sharedModel: { id: 'agents.shared.model', defaultMessage: 'Model: {model}' },
  noResultsBody: {
    id: 'agents.noResults.body',
    defaultMessage: 'No agents match “{search}”. Try another word or clear the search.',
  },
  starterCount: {
    id: 'agents.card.starterCount',
    defaultMessage: '{count, plural, one {# conversation starter} other {# conversation starters}}',
  },
});

export const sortOrderLabels = defineMessages({
  title: { id: 'agents.sort.title', defaultMessage: 'Title' },
  lastUsedAt: { id: 'agents.sort.lastUsedAt', defaultMessage: 'Last used' },
  createdAt: { id: 'agents.sort.createdAt', defaultMessage: 'Created' },
}) satisfies Record<AgentSortOrder, MessageDescriptor>;

export const categoryLabels = defineMessages({
  uncategorised: { id: 'agents.category.uncategorised', defaultMessage: 'Uncategorised' },
  writing: { id: 'agents.category.writing', defaultMessage: 'Writing' },
  coding: { id: 'agents.category.coding', defaultMessage: 'Coding' },
  productivity: { id: 'agents.category.productivity', defaultMessage: 'Productivity' },
  learning: { id: 'agents.category.learning', defaultMessage: 'Learning' },
  business: { id: 'agents.category.business', defaultMessage: 'Business' },
  creative: { id: 'agents.category.creative', defaultMessage: 'Creative' },
  wellbeing: { id: 'agents.category.wellbeing', defaultMessage: 'Wellbeing' },
}) satisfies Record<KnownAgentCategory, MessageDescriptor>;
