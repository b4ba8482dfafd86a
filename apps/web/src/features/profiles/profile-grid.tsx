import { useIntl } from 'react-intl';
import type { Profile } from '@confab/core';
import {
  Button,
  cardGridClassNames,
  DialogActions,
  EditIcon,
  IconButton,
  PlusIcon,
  TrashIcon,
} from '@confab/ui';
import { ProfileAvatar } from './profile-avatar.tsx';
import { hasProfileKeys } from './profile-draft.ts';
import { profileMessages } from './profile-messages.ts';
import { profileButtonMessages } from './profile-button-messages.ts';

export interface ProfileGridProps {
  profiles: readonly Profile[];
  loaded: boolean;
  failed: boolean;
  busy: boolean;
  onAdd: () => void;
  onEdit: (profile: Profile) => void;
  onSelect: (profile: Profile) => void;
  onClear: () => void;
  onDelete: (profile: Profile) => void;
  onClose: () => void;
}

/** The grid of profile cards and the add tile (spec §2 "Profiles dialog"). */
export function ProfileGrid(props: ProfileGridProps) {
  const intl = useIntl();
  const { profiles, loaded, failed, busy } = props;
  const current = profiles.find((profile) => profile.isCurrent);
  return (
    <div className="profiles">
      <p className="profiles__intro">{intl.formatMessage(profileMessages.intro)}</p>
      {failed ? (
        <p role="alert" className="profiles__error">
          {intl.formatMessage(profileMessages.saveFailed)}
        </p>
      ) : null}
      {!loaded ? (
        <p role="status">{intl.formatMessage(profileMessages.loading)}</p>
      ) : (
        <>
          {profiles.length > 0 && !current ? (
            <p className="profiles__hint">{intl.formatMessage(profileMessages.noneCurrent)}</p>
          ) : null}
          <ul
            className={`profiles__grid ${cardGridClassNames.grid}`}
            aria-label={intl.formatMessage(profileMessages.grid)}
          >
            {profiles.map((profile) => (
              <ProfileCard key={profile.id} {...props} profile={profile} busy={busy} />
            ))}
            <li className="profiles__card profiles__card--add">
              <button type="button" className="profiles__add" onClick={props.onAdd} disabled={busy}>
                <PlusIcon size={24} strokeWidth={1.8} />
                <span>{intl.formatMessage(profileMessages.add)}</span>
              </button>
            </li>
          </ul>
          {profiles.length === 0 ? (
            <p className="profiles__hint">{intl.formatMessage(profileMessages.empty)}</p>
          ) : null}
        </>
      )}
      <DialogActions>
        <Button onClick={props.onClose}>{intl.formatMessage(profileMessages.close)}</Button>
      </DialogActions>
    </div>
  );
}

function ProfileCard({
  profile,
  busy,
  onSelect,
  onClear,
  onEdit,
  onDelete,
}: ProfileGridProps & { profile: Profile }) {
  const intl = useIntl();
  const name = profile.name || intl.formatMessage(profileButtonMessages.unnamed);
  return (
    <li className="profiles__card" data-current={profile.isCurrent}>
      <button
        type="button"
        className="profiles__select"
        aria-pressed={profile.isCurrent}
        aria-label={intl.formatMessage(profileMessages.useProfile, { name })}
        disabled={busy}
        onClick={() => {
          // Choosing the current profile again keeps it: only its badge clears it.
          if (!profile.isCurrent) onSelect(profile);
        }}
      >
        <ProfileAvatar profile={profile} size="large" />
        <span className="profiles__name">{name}</span>
        {hasProfileKeys(profile) ? (
          <span className="profiles__keys">{intl.formatMessage(profileMessages.hasKeys)}</span>
        ) : null}
      </button>
      {profile.isCurrent ? (
        <button
          type="button"
          className="profiles__badge"
          role="checkbox"
          aria-checked="true"
          aria-label={intl.formatMessage(profileMessages.clearCurrent, { name })}
          disabled={busy}
          onClick={onClear}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path
              d="M3.5 8.5l3 3 6-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {intl.formatMessage(profileMessages.current)}
        </button>
      ) : null}
      <div className="profiles__actions">
        <IconButton
          label={intl.formatMessage(profileMessages.edit, { name })}
          onClick={() => {
            onEdit(profile);
          }}
        >
          <EditIcon />
        </IconButton>
        <IconButton
          label={intl.formatMessage(profileMessages.delete, { name })}
          disabled={busy}
          onClick={() => {
            onDelete(profile);
          }}
        >
          <TrashIcon />
        </IconButton>
      </div>
    </li>
  );
}
