import { defineMessages, type MessageDescriptor } from 'react-intl';

/** UI text of the prompt library, in one place so the screen, the cards and the editor agree. */
const definitions = defineMessages({
  title: { id: 'prompts.title', defaultMessage: 'Prompt library' },
  membersOnly: {
    id: 'prompts.membersOnly',
    defaultMessage:
      'Organisation prompts are for members only. Please do not share them outside your organisation.',
  },
  membersOnlyLogIn: {
    id: 'prompts.membersOnlyLogIn',
    defaultMessage: 'Organisation prompts are for members only. Log in to see them.',
  },
  intro: {
    id: 'prompts.intro',
    defaultMessage:
      'Save the prompts you use often, fill in their blanks and send them to a chat in one click.',
  },
  addPrompt: { id: 'prompts.add', defaultMessage: 'Add prompt' },
  loading: { id: 'prompts.loading', defaultMessage: 'Loading prompts…' },
  search: { id: 'prompts.search', defaultMessage: 'Search prompts' },
  filterByTag: { id: 'prompts.filter.button', defaultMessage: 'Filter by tag' },
  filterCount: { id: 'prompts.filter.count', defaultMessage: '{count} selected' },
  searchTags: { id: 'prompts.filter.search', defaultMessage: 'Search tags' },
  tagList: { id: 'prompts.filter.list', defaultMessage: 'Tags' },
  noTags: { id: 'prompts.filter.none', defaultMessage: 'No tags match.' },
  selectedTags: { id: 'prompts.filter.selected', defaultMessage: 'Selected tags' },
  removeTagFilter: { id: 'prompts.filter.remove', defaultMessage: 'Remove tag filter {name}' },
  sort: { id: 'prompts.sort', defaultMessage: 'Sort' },
  sortTitle: { id: 'prompts.sort.title', defaultMessage: 'Title' },
  sortLastUsed: { id: 'prompts.sort.lastUsed', defaultMessage: 'Last used' },
  sortCreated: { id: 'prompts.sort.created', defaultMessage: 'Created' },
  layout: { id: 'prompts.layout', defaultMessage: 'Layout' },
  layoutList: { id: 'prompts.layout.list', defaultMessage: 'List' },
  layoutGrid: { id: 'prompts.layout.grid', defaultMessage: 'Grid' },
  promptList: { id: 'prompts.list', defaultMessage: 'Prompts' },
  emptyTitle: { id: 'prompts.empty.title', defaultMessage: 'No prompts yet' },
  emptyBody: {
    id: 'prompts.empty.body',
    defaultMessage: 'Add a prompt you reuse, such as a review checklist or an email template.',
  },
  noMatchTitle: { id: 'prompts.noMatch.title', defaultMessage: 'No prompts match' },
  noMatchBody: { id: 'prompts.noMatch.body', defaultMessage: 'Try other words or fewer tags.' },
  clearFilters: { id: 'prompts.noMatch.clear', defaultMessage: 'Clear filters' },
  favourite: { id: 'prompts.card.favourite', defaultMessage: 'Favourite' },
  duplicate: { id: 'prompts.card.duplicate', defaultMessage: 'Duplicate' },
  edit: { id: 'prompts.card.edit', defaultMessage: 'Edit' },
  delete: { id: 'prompts.card.delete', defaultMessage: 'Delete' },
  use: { id: 'prompts.card.use', defaultMessage: 'Use' },
  moreTags: { id: 'prompts.card.moreTags', defaultMessage: '+{count}' },
  moreTagsLabel: {
    id: 'prompts.card.moreTagsLabel',
    defaultMessage: '{count, plural, one {# more tag} other {# more tags}}',
  },
  tags: { id: 'prompts.card.tags', defaultMessage: 'Tags' },
  variableCount: {
    id: 'prompts.card.variables',
    defaultMessage: '{count, plural, one {# variable} other {# variables}}',
  },
  agentCount: {
    id: 'prompts.card.agents',
    defaultMessage: '{count, plural, one {# agent} other {# agents}}',
  },
  queueCount: {
    id: 'prompts.card.queue',
    defaultMessage: '{count, plural, one {# queue item} other {# queue items}}',
  },
  organisation: { id: 'prompts.card.organisation', defaultMessage: 'Organisation' },
  deleteTitle: { id: 'prompts.delete.title', defaultMessage: 'Delete “{title}”?' },
  deleteBody: {
    id: 'prompts.delete.body',
    defaultMessage: 'The prompt is removed from this device and from sync.',
  },
  deleteConfirm: { id: 'prompts.delete.confirm', defaultMessage: 'Delete' },
  cancel: { id: 'prompts.cancel', defaultMessage: 'Cancel' },
  duplicated: { id: 'prompts.toast.duplicated', defaultMessage: 'Duplicated “{title}”.' },
  deleted: { id: 'prompts.toast.deleted', defaultMessage: 'Deleted “{title}”.' },
  saved: { id: 'prompts.toast.saved', defaultMessage: 'Saved “{title}”.' },
  added: { id: 'prompts.toast.added', defaultMessage: 'Added “{title}”.' },
  saveFailed: { id: 'prompts.toast.saveFailed', defaultMessage: 'The prompt could not be saved.' },
  editorAddTitle: { id: 'prompts.editor.addTitle', defaultMessage: 'Add prompt' },
  editorEditTitle: { id: 'prompts.editor.editTitle', defaultMessage: 'Edit prompt' },
  editorNew: { id: 'prompts.editor.new', defaultMessage: 'New' },
  editorSaved: { id: 'prompts.editor.saved', defaultMessage: 'Saved' },
  fieldTitle: { id: 'prompts.editor.title', defaultMessage: 'Title' },
  fieldDescription: { id: 'prompts.editor.description', defaultMessage: 'Description' },
  fieldPrompt: { id: 'prompts.editor.prompt', defaultMessage: 'Prompt' },
  fieldTags: { id: 'prompts.editor.tags', defaultMessage: 'Tags' },
  tagsHint: { id: 'prompts.editor.tagsHint', defaultMessage: 'Type a tag and press Enter.' },
  removeTag: { id: 'prompts.editor.removeTag', defaultMessage: 'Remove tag {name}' },
  titleRequired: { id: 'prompts.editor.titleRequired', defaultMessage: 'Enter a title.' },
  promptRequired: { id: 'prompts.editor.promptRequired', defaultMessage: 'Enter the prompt text.' },
  fixErrors: {
    id: 'prompts.editor.fixErrors',
    defaultMessage: 'A prompt needs a title and its text before it can be saved.',
  },
  save: { id: 'prompts.editor.save', defaultMessage: 'Save' },
  add: { id: 'prompts.editor.add', defaultMessage: 'Add' },
  shortcutHint: { id: 'prompts.editor.shortcut', defaultMessage: '{shortcut} saves, Escape cancels.' },
  helpTitle: { id: 'prompts.help.title', defaultMessage: 'Prompt syntax' },
  helpQueueTitle: { id: 'prompts.help.queue.title', defaultMessage: 'Queues' },
  helpQueue: {
    id: 'prompts.help.queue',
    defaultMessage:
      'Put {separator} (four dashes) alone on a line to split a prompt into a queue: each part is sent as its own message after the previous answer.',
  },
  helpAgentsTitle: { id: 'prompts.help.agents.title', defaultMessage: 'Agents' },
  helpAgents: {
    id: 'prompts.help.agents',
    defaultMessage: 'Write {mention} to address an agent by its name.',
  },
  helpVariablesTitle: { id: 'prompts.help.variables.title', defaultMessage: 'Variables' },
  helpVariables: {
    id: 'prompts.help.variables',
    defaultMessage:
      'Write {variable} for a blank you fill in each time you use the prompt. {localDate} is replaced with today’s date.',
  },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
export const promptMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;
