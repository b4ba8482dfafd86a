import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ExportSection } from '@confab/core/data-export';

/** UI text of the full export (Settings → Data and storage). */
const definitions = defineMessages({
  title: { id: 'data.export.title', defaultMessage: 'Export data' },
  intro: {
    id: 'data.export.intro',
    defaultMessage:
      'Save a backup of your data as a JSON file. Attachments are included. API keys are not, unless encrypted with your password.',
  },
  sectionsLegend: { id: 'data.export.sections', defaultMessage: 'What to export' },
  exportButton: { id: 'data.export.button', defaultMessage: 'Export' },
  cancel: { id: 'data.export.cancel', defaultMessage: 'Cancel' },
  preparing: { id: 'data.export.preparing', defaultMessage: 'Exporting…' },
  progress: {
    id: 'data.export.progress',
    defaultMessage: 'Exporting… {exported, number} of {total, number} chats',
  },
  split: {
    id: 'data.export.split',
    defaultMessage: 'The data is too large to export in one file. It will be split into multiple files.',
  },
  done: { id: 'data.export.done', defaultMessage: 'Export saved as {fileName}.' },
  doneParts: {
    id: 'data.export.doneParts',
    defaultMessage: 'Export saved in {count, number} files: {fileNames}.',
  },
  cancelled: { id: 'data.export.cancelled', defaultMessage: 'Export cancelled.' },
  failed: { id: 'data.export.failed', defaultMessage: 'Export failed. Please try again.' },
  nothingSelected: {
    id: 'data.export.nothingSelected',
    defaultMessage: 'Choose at least one kind of data to export.',
  },
  nothingToExport: {
    id: 'data.export.nothingToExport',
    defaultMessage: 'Nothing to export: the chosen kinds of data are empty.',
  },
  copyIntro: {
    id: 'data.export.copyIntro',
    defaultMessage:
      'This app cannot save files. Copy the export below and paste it into a file named as shown.',
  },
  copy: { id: 'data.export.copy', defaultMessage: 'Copy' },
  copied: { id: 'data.export.copied', defaultMessage: 'Copied' },
  copyLabel: { id: 'data.export.copyLabel', defaultMessage: 'Export file {fileName}' },
});

/** Typed loosely so messages with values (plurals, names) take their values. */
export const exportMessages: Readonly<Record<keyof typeof definitions, MessageDescriptor>> = definitions;

/** Labels of the spec's export sections (§9); typed by section so none can be missing. */
export const sectionMessages: Readonly<Record<ExportSection, MessageDescriptor>> = defineMessages({
  chats: { id: 'data.export.section.chats', defaultMessage: 'Chats' },
  folders: { id: 'data.export.section.folders', defaultMessage: 'Projects' },
  prompts: { id: 'data.export.section.prompts', defaultMessage: 'Prompts' },
  characters: { id: 'data.export.section.characters', defaultMessage: 'Agents' },
  plugins: { id: 'data.export.section.plugins', defaultMessage: 'Plugins' },
  profile: { id: 'data.export.section.profile', defaultMessage: 'Profiles' },
  preferences: { id: 'data.export.section.preferences', defaultMessage: 'Preferences' },
  modelSettings: { id: 'data.export.section.modelSettings', defaultMessage: 'Model settings' },
  keyboardShortcuts: { id: 'data.export.section.keyboardShortcuts', defaultMessage: 'Keyboard shortcuts' },
  customModels: { id: 'data.export.section.customModels', defaultMessage: 'Custom models' },
  knowledge: { id: 'data.export.section.knowledge', defaultMessage: 'Files and knowledge base' },
});
