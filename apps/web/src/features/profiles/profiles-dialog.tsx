import { useState } from 'react';
import { useIntl } from 'react-intl';
import { cryptoRandom, systemClock, type Profile } from '@confab/core';
import { ConfirmDialog, ModalDialog, ToastRegion, useToasts } from '@confab/ui';
import { useStorage } from '../../storage/app-storage.tsx';
import { deleteProfile, emptyProfile, setCurrentProfile } from './profile-actions.ts';
import { ProfileForm } from './profile-form.tsx';
import { ProfileGrid } from './profile-grid.tsx';
import { profileMessages } from './profile-messages.ts';
import { profileButtonMessages } from './profile-button-messages.ts';
import { useProfiles } from './use-profiles.ts';
import './profiles.css';

type View = { kind: 'grid' } | { kind: 'edit'; profile: Profile };

/**
 * The profiles dialog (spec §2, §4): a grid of profiles with an add tile; a profile's card makes it
 * current, its badge clears that, and its edit button opens the form in the same dialog.
 */
export function ProfilesDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const storage = useStorage();
  const { profiles, loaded, failed } = useProfiles();
  const [view, setView] = useState<View>({ kind: 'grid' });
  const [deleting, setDeleting] = useState<Profile>();
  const [busy, setBusy] = useState(false);
  const toasts = useToasts();

  const run = async (work: () => Promise<void>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) toasts.show(done);
    } catch {
      toasts.show(intl.formatMessage(profileMessages.saveFailed), 'error');
    } finally {
      setBusy(false);
    }
  };

  const title = view.kind === 'edit' ? profileMessages.editTitle : profileMessages.title;
  return (
    <ModalDialog title={intl.formatMessage(title)} onClose={onClose} size="wide" className="profiles-dialog">
      {view.kind === 'edit' ? (
        <ProfileForm
          key={view.profile.id}
          profile={view.profile}
          onCancel={() => {
            setView({ kind: 'grid' });
          }}
          onSaved={() => {
            setView({ kind: 'grid' });
            toasts.show(intl.formatMessage(profileMessages.saved));
          }}
        />
      ) : (
        <ProfileGrid
          profiles={profiles}
          loaded={loaded}
          failed={failed}
          busy={busy}
          onAdd={() => {
            setView({ kind: 'edit', profile: emptyProfile(cryptoRandom.uuid(), systemClock.now()) });
          }}
          onEdit={(profile) => {
            setView({ kind: 'edit', profile });
          }}
          onSelect={(profile) => void run(() => setCurrentProfile(storage, profile.id, systemClock.now()))}
          onClear={() => void run(() => setCurrentProfile(storage, null, systemClock.now()))}
          onDelete={setDeleting}
          onClose={onClose}
        />
      )}
      <ToastRegion
        placement="inline"
        toasts={toasts.toasts}
        onDismiss={toasts.dismiss}
        label={intl.formatMessage(profileMessages.title)}
        dismissLabel={intl.formatMessage(profileMessages.dismiss)}
      />
      {deleting ? (
        <ConfirmDialog
          title={intl.formatMessage(profileMessages.deleteTitle)}
          cancelLabel={intl.formatMessage(profileMessages.cancel)}
          confirmLabel={intl.formatMessage(profileMessages.deleteConfirm)}
          onClose={() => {
            setDeleting(undefined);
          }}
          onConfirm={() =>
            void run(async () => {
              // Closed first: a failure shows in the profiles dialog, which is inert under this one.
              setDeleting(undefined);
              await deleteProfile(storage, deleting.id);
            }, intl.formatMessage(profileMessages.deleted))
          }
        >
          <p>
            {intl.formatMessage(profileMessages.deleteBody, {
              name: deleting.name || intl.formatMessage(profileButtonMessages.unnamed),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </ModalDialog>
  );
}
