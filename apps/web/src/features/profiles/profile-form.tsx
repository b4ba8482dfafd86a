import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { systemClock, type Profile } from '@confab/core';
import { providerStyles } from '@confab/core/providers';
import { Button, DialogActions, FormField, formFieldClassNames } from '@confab/ui';
import { useHostConfig } from '../../host/host-config.tsx';
import { useStorage } from '../../storage/app-storage.tsx';
import { useKeyVaultState, useVaultActions } from '../key-vault/index.ts';
import { saveProfile } from './profile-actions.ts';
import { draftFromProfile, profileFromDraft, type DraftKey, type ProfileDraft } from './profile-draft.ts';
import { profileKeysAllowed } from './profile-gates.ts';
import { profileMessages } from './profile-messages.ts';
import { ProfilePictureField } from './profile-picture-field.tsx';
import { isWebAddress } from './profile-picture.ts';

export interface ProfileFormProps {
  profile: Profile;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * A profile's edit form (spec §3 User profile): name, picture, information, custom instruction and,
 * where the host allows user keys, its own keys. A failed save shows the generic message and gives
 * the form back as it was typed.
 */
export function ProfileForm({ profile, onCancel, onSaved }: ProfileFormProps) {
  const intl = useIntl();
  const storage = useStorage();
  const hostConfig = useHostConfig();
  const keysEditable = profileKeysAllowed(hostConfig);
  const { opened } = useKeyVaultState();
  const { seal } = useVaultActions();
  // Taken once: a sync arriving while the form is open does not overwrite what is being typed.
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromProfile(profile, opened));
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [pictureInvalid, setPictureInvalid] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const change = (part: Partial<ProfileDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
  };
  const changeKey = (style: (typeof providerStyles)[number]['style'], key: DraftKey) => {
    setDraft((current) => ({ ...current, keys: new Map(current.keys).set(style, key) }));
  };

  const save = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const picture = draft.picURL.trim();
    const invalid = picture !== '' && !picture.startsWith('data:image/') && !isWebAddress(picture);
    setPictureInvalid(invalid);
    if (invalid) return;
    setSaving(true);
    setFailed(false);
    try {
      const next = await profileFromDraft(profile, draft, { keysEditable, opened, seal });
      await saveProfile(storage, next, systemClock.now());
      onSaved();
    } catch {
      setFailed(true);
      setSaving(false);
    }
  };

  return (
    <form
      className={`profile-form ${formFieldClassNames.form}`}
      noValidate
      onSubmit={(event) => void save(event)}
    >
      <fieldset className="profile-form__fields" disabled={saving}>
        <FormField label={intl.formatMessage(profileMessages.name)}>
          {(control) => (
            <input
              {...control}
              ref={nameRef}
              type="text"
              autoComplete="off"
              maxLength={100}
              value={draft.name}
              onChange={(event) => {
                change({ name: event.target.value });
              }}
            />
          )}
        </FormField>
        <ProfilePictureField
          name={draft.name}
          picURL={draft.picURL}
          invalid={pictureInvalid}
          onChange={(picURL) => {
            setPictureInvalid(false);
            change({ picURL });
          }}
        />
        <FormField
          label={intl.formatMessage(profileMessages.information)}
          hint={intl.formatMessage(profileMessages.informationHint)}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={draft.information}
              onChange={(event) => {
                change({ information: event.target.value });
              }}
            />
          )}
        </FormField>
        <FormField
          label={intl.formatMessage(profileMessages.customInstruction)}
          hint={intl.formatMessage(profileMessages.customInstructionHint)}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={draft.customInstruction}
              onChange={(event) => {
                change({ customInstruction: event.target.value });
              }}
            />
          )}
        </FormField>
        {keysEditable ? (
          <fieldset className="profile-form__keys">
            <legend>{intl.formatMessage(profileMessages.keysHeading)}</legend>
            <p className={formFieldClassNames.hint}>{intl.formatMessage(profileMessages.keysHint)}</p>
            {providerStyles.map((provider) => {
              const key = draft.keys.get(provider.style) ?? { value: '', locked: false };
              return (
                <FormField
                  key={provider.style}
                  label={intl.formatMessage(profileMessages.keyLabel, { vendor: provider.vendorName })}
                  {...(key.locked ? { hint: intl.formatMessage(profileMessages.keyLocked) } : {})}
                >
                  {(control) => (
                    <input
                      {...control}
                      type="text"
                      autoComplete="off"
                      spellCheck={false}
                      placeholder={provider.keyForm.placeholder}
                      disabled={key.locked}
                      value={key.value}
                      onChange={(event) => {
                        changeKey(provider.style, { value: event.target.value, locked: false });
                      }}
                    />
                  )}
                </FormField>
              );
            })}
          </fieldset>
        ) : null}
      </fieldset>
      {failed ? (
        <p role="alert" className="profiles__error">
          {intl.formatMessage(profileMessages.saveFailed)}
        </p>
      ) : null}
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {intl.formatMessage(profileMessages.cancel)}
        </Button>
        <Button type="submit" variant="primary" disabled={saving}>
          {intl.formatMessage(saving ? profileMessages.saving : profileMessages.save)}
        </Button>
      </DialogActions>
    </form>
  );
}
