import { defineMessages, type MessageDescriptor } from 'react-intl';

// The profiles button's text, drawn with the first screen; the rest (profile-messages.ts)
// loads with what the button opens: a messages object is kept or dropped whole.
const definitions = defineMessages({
  button: { id: 'profiles.button', defaultMessage: 'Profiles' },
  unnamed: { id: 'profiles.unnamed', defaultMessage: 'Unnamed profile' },
  manage: { id: 'profiles.manage', defaultMessage: 'Manage profiles' },
});

export const profileButtonMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;
