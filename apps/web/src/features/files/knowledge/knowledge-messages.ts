import { defineMessages, type MessageDescriptor } from 'react-intl';

/** UI text of the knowledge base view. */
const definitions = defineMessages({
  intro: {
    id: 'knowledge.view.intro',
    defaultMessage:
      'A knowledge base lets the assistant look things up in your documents and cite them. Group documents in collections, then turn on “Use knowledge” in a chat, or give a project or an agent its collections.',
  },
  newCollection: { id: 'knowledge.view.new', defaultMessage: 'New collection' },
  collections: { id: 'knowledge.view.collections', defaultMessage: 'Collections' },
  emptyTitle: { id: 'knowledge.view.empty.title', defaultMessage: 'Start a knowledge base' },
  emptyBody: {
    id: 'knowledge.view.empty.body',
    defaultMessage:
      'Create a collection such as “Contracts” or “Course notes”, then add documents to it from your files with “Add to knowledge base”. Documents are read on this device; nothing is sent anywhere until you ask a question.',
  },
  goToFiles: { id: 'knowledge.view.goToFiles', defaultMessage: 'Go to files' },
  shared: { id: 'knowledge.collection.shared', defaultMessage: 'Shared by your organisation' },
  summary: {
    id: 'knowledge.collection.summary',
    defaultMessage:
      '{documents, plural, one {# document} other {# documents}} · {passages, plural, one {# passage} other {# passages}}',
  },
  documents: { id: 'knowledge.collection.documents', defaultMessage: 'Documents in {name}' },
  noDocuments: {
    id: 'knowledge.collection.noDocuments',
    defaultMessage:
      'No documents yet. In All files, choose “Add to knowledge base” on a file to add it here.',
  },
  editNamed: { id: 'knowledge.collection.editNamed', defaultMessage: 'Edit {name}' },
  delete: { id: 'knowledge.collection.delete', defaultMessage: 'Delete' },
  deleteNamed: { id: 'knowledge.collection.deleteNamed', defaultMessage: 'Delete {name}' },
  removeDocument: { id: 'knowledge.collection.remove', defaultMessage: 'Remove from collection' },
  deleteTitle: { id: 'knowledge.delete.title', defaultMessage: 'Delete the collection “{name}”?' },
  deleteBody: {
    id: 'knowledge.delete.body',
    defaultMessage: 'Its documents stay in your files; only the collection and its grouping go.',
  },
  deleted: { id: 'knowledge.toast.deleted', defaultMessage: 'Deleted the collection “{name}”.' },
  saved: { id: 'knowledge.toast.saved', defaultMessage: 'Saved the collection “{name}”.' },
  removed: { id: 'knowledge.toast.removed', defaultMessage: 'Removed “{name}” from the collection.' },
  editorNewTitle: { id: 'knowledge.editor.newTitle', defaultMessage: 'New collection' },
  editorEditTitle: { id: 'knowledge.editor.editTitle', defaultMessage: 'Edit collection' },
  name: { id: 'knowledge.editor.name', defaultMessage: 'Name' },
  description: { id: 'knowledge.editor.description', defaultMessage: 'Description' },
  descriptionHint: {
    id: 'knowledge.editor.descriptionHint',
    defaultMessage: 'What the documents are about, so you and your agents know when to use them.',
  },
  nameRequired: { id: 'knowledge.editor.nameRequired', defaultMessage: 'Enter a name.' },
  create: { id: 'knowledge.editor.create', defaultMessage: 'Create' },
  save: { id: 'knowledge.editor.save', defaultMessage: 'Save' },
  cancel: { id: 'knowledge.editor.cancel', defaultMessage: 'Cancel' },
  portal: { id: 'knowledge.view.portal', defaultMessage: 'Organisation knowledge' },
});

export const knowledgeMessages: Record<keyof typeof definitions, MessageDescriptor> = definitions;
