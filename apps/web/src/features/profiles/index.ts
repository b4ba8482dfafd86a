// Profiles (spec §3 User profile, §4, §6): the dialog loads on first open; these are the light parts
// other features use (the sidebar button, the current profile and its keys).
export { CurrentProfileCard, ProfilesButton, useProfilesShown } from './profiles-button.tsx';
export { openProfilesDialog, ProfilesDialogHost } from './profiles-dialog-host.tsx';
export { ProfileAvatar } from './profile-avatar.tsx';
export { profileKeyFields, profileKeyOf } from './profile-keys.ts';
export { useCurrentProfile, useCurrentProfileForKeys, useProfiles } from './use-profiles.ts';
