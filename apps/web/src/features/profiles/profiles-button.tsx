import { useIntl } from 'react-intl';
import { useHostConfig } from '../../host/host-config.tsx';
import { useCloudToken } from '../account/index.ts';
import { ProfileAvatar } from './profile-avatar.tsx';
import { profilesShown } from './profile-gates.ts';
import { profileButtonMessages } from './profile-button-messages.ts';
import { openProfilesDialog } from './profiles-dialog-host.tsx';
import { useCurrentProfile } from './use-profiles.ts';
import './profiles-button.css';

/** Whether this host offers profiles to this person now (spec §6). */
export function useProfilesShown(): boolean {
  return profilesShown(useHostConfig(), useCloudToken() !== undefined);
}

/**
 * The sidebar's profile button (spec §2 "Sidebar controls"): the current profile's picture or
 * initials, opening the profiles dialog. Its name says which profile is current.
 */
export function ProfilesButton() {
  const intl = useIntl();
  const shown = useProfilesShown();
  const { profile } = useCurrentProfile();
  if (!shown) return null;
  return (
    <button
      type="button"
      className="profiles-button"
      aria-label={intl.formatMessage(profileButtonMessages.button)}
      title={
        profile?.name ? `${intl.formatMessage(profileButtonMessages.button)}: ${profile.name}` : undefined
      }
      onClick={openProfilesDialog}
    >
      {profile ? (
        <ProfileAvatar profile={profile} size="small" />
      ) : (
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <circle cx="9" cy="8.5" r="3" />
          <path d="M3.5 18.5c1-2.8 3-4.2 5.5-4.2s4.5 1.4 5.5 4.2" strokeLinecap="round" />
          <path d="M15.5 6.2a3 3 0 0 1 0 5.6M17 14.6c1.6.6 2.8 1.9 3.5 3.9" strokeLinecap="round" />
        </svg>
      )}
    </button>
  );
}

/**
 * The workspace menu's profile card (spec §2): the current profile's picture and name, opening the
 * profiles dialog. Null where profiles are not offered, so the menu keeps its own card.
 */
export function CurrentProfileCard({ onOpen }: { onOpen: () => void }) {
  const intl = useIntl();
  const shown = useProfilesShown();
  const { profile } = useCurrentProfile();
  if (!shown || !profile) return null;
  return (
    <button
      type="button"
      className="profiles-card-button"
      aria-label={`${profile.name || intl.formatMessage(profileButtonMessages.unnamed)}, ${intl.formatMessage(profileButtonMessages.manage)}`}
      onClick={() => {
        onOpen();
        openProfilesDialog();
      }}
    >
      <ProfileAvatar profile={profile} size="medium" />
      <span className="profiles-card-button__text">
        <span className="profiles-card-button__name">
          {profile.name || intl.formatMessage(profileButtonMessages.unnamed)}
        </span>
        <span className="profiles-card-button__hint">{intl.formatMessage(profileButtonMessages.manage)}</span>
      </span>
    </button>
  );
}
