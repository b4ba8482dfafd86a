import { defineMessages, type MessageDescriptor } from 'react-intl';

/** UI text of the profiles dialog, the sidebar's profiles button and the profile card. */
const definitions = defineMessages({
  title: { id: 'profiles.title', defaultMessage: 'Profiles' },
  intro: {
    id: 'profiles.intro',
    defaultMessage:
      'A profile tells every model who you are and how you want answers, and can bring its own API keys. Pick one to make it current.',
  },
  grid: { id: 'profiles.grid', defaultMessage: 'Your profiles' },
  add: { id: 'profiles.add', defaultMessage: 'Add profile' },
  current: { id: 'profiles.current', defaultMessage: 'Current' },
  useProfile: { id: 'profiles.use', defaultMessage: 'Use {name}' },
  clearCurrent: { id: 'profiles.clearCurrent', defaultMessage: 'Stop using {name}' },
  edit: { id: 'profiles.edit', defaultMessage: 'Edit {name}' },
  delete: { id: 'profiles.delete', defaultMessage: 'Delete {name}' },
  hasKeys: { id: 'profiles.hasKeys', defaultMessage: 'Own API keys' },
  noneCurrent: {
    id: 'profiles.noneCurrent',
    defaultMessage: 'No profile is current: models get no profile information and use your global keys.',
  },
  close: { id: 'profiles.close', defaultMessage: 'Close' },
  editTitle: { id: 'profiles.editTitle', defaultMessage: 'Edit profile' },
  name: { id: 'profiles.field.name', defaultMessage: 'Name' },
  picture: { id: 'profiles.field.picture', defaultMessage: 'Picture URL' },
  pictureHint: {
    id: 'profiles.field.pictureHint',
    defaultMessage: 'An https address, or upload an image: it is made small and kept in this browser.',
  },
  uploadPicture: { id: 'profiles.field.uploadPicture', defaultMessage: 'Upload picture' },
  removePicture: { id: 'profiles.field.removePicture', defaultMessage: 'Remove picture' },
  pictureUnreadable: {
    id: 'profiles.field.pictureUnreadable',
    defaultMessage: 'This file could not be read as an image.',
  },
  pictureInvalid: {
    id: 'profiles.field.pictureInvalid',
    defaultMessage: 'Enter an address starting with https:// or http://.',
  },
  information: { id: 'profiles.field.information', defaultMessage: 'Information about you' },
  informationHint: {
    id: 'profiles.field.informationHint',
    defaultMessage: 'What models should know about you, for example your work or where you live.',
  },
  customInstruction: { id: 'profiles.field.customInstruction', defaultMessage: 'Custom instruction' },
  customInstructionHint: {
    id: 'profiles.field.customInstructionHint',
    defaultMessage: 'How models should answer you, for example in which language or how briefly.',
  },
  keysHeading: { id: 'profiles.keys.heading', defaultMessage: 'API keys of this profile' },
  keysHint: {
    id: 'profiles.keys.hint',
    defaultMessage:
      'While this profile is current, a key here is used instead of the one in Settings for that provider. Leave a field empty to use the global key.',
  },
  keyLabel: { id: 'profiles.keys.label', defaultMessage: '{vendor} API key' },
  keyLocked: {
    id: 'profiles.keys.locked',
    defaultMessage: 'Locked with your password. Unlock your keys to change it.',
  },
  save: { id: 'profiles.save', defaultMessage: 'Save' },
  saving: { id: 'profiles.saving', defaultMessage: 'Saving…' },
  cancel: { id: 'profiles.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'profiles.saved', defaultMessage: 'Profile saved' },
  saveFailed: { id: 'profiles.saveFailed', defaultMessage: 'Something went wrong. Please try again.' },
  deleteTitle: { id: 'profiles.deleteTitle', defaultMessage: 'Delete profile?' },
  deleteBody: {
    id: 'profiles.deleteBody',
    defaultMessage: '{name} and its API keys are removed from this browser and your synced devices.',
  },
  deleteConfirm: { id: 'profiles.deleteConfirm', defaultMessage: 'Delete' },
  deleted: { id: 'profiles.deleted', defaultMessage: 'Profile deleted' },
  dismiss: { id: 'profiles.dismiss', defaultMessage: 'Dismiss' },
  loading: { id: 'profiles.loading', defaultMessage: 'Loading profiles…' },
  empty: {
    id: 'profiles.empty',
    defaultMessage:
      'No profiles yet. Add one to give models information about you and your own instructions.',
  },
});

/** Widened to plain descriptors: react-intl types `defineMessages` entries as taking no values. */
export const profileMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;
