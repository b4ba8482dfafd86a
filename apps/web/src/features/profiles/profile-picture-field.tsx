import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, formFieldClassNames } from '@confab/ui';
import { ProfileAvatar } from './profile-avatar.tsx';
import { profileMessages } from './profile-messages.ts';
import { shrinkImage } from './profile-picture.ts';

export interface ProfilePictureFieldProps {
  name: string;
  picURL: string;
  invalid: boolean;
  onChange: (picURL: string) => void;
}

/**
 * The picture: an address typed in, or an uploaded image made small and kept inline in the profile
 * (so it syncs with it and never leaves for an image host). The preview shows the initials until
 * there is a picture.
 */
export function ProfilePictureField({ name, picURL, invalid, onChange }: ProfilePictureFieldProps) {
  const intl = useIntl();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [unreadable, setUnreadable] = useState(false);
  const uploaded = picURL.startsWith('data:');
  const error = unreadable
    ? intl.formatMessage(profileMessages.pictureUnreadable)
    : invalid
      ? intl.formatMessage(profileMessages.pictureInvalid)
      : undefined;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      onChange(await shrinkImage(file));
      setUnreadable(false);
    } catch {
      setUnreadable(true);
    }
  };

  return (
    <div className={`${formFieldClassNames.field} profile-picture`}>
      <label htmlFor={id} className={formFieldClassNames.label}>
        {intl.formatMessage(profileMessages.picture)}
      </label>
      <div className="profile-picture__row">
        <ProfileAvatar profile={{ name, picURL }} size="large" />
        <div className="profile-picture__controls">
          <input
            id={id}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            // An uploaded picture is a long inline address: the field stays empty rather than show it.
            value={uploaded ? '' : picURL}
            aria-invalid={error !== undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setUnreadable(false);
              onChange(event.target.value);
            }}
          />
          <div className="profile-picture__buttons">
            <Button
              onClick={() => {
                fileRef.current?.click();
              }}
            >
              {intl.formatMessage(profileMessages.uploadPicture)}
            </Button>
            {picURL ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setUnreadable(false);
                  onChange('');
                }}
              >
                {intl.formatMessage(profileMessages.removePicture)}
              </Button>
            ) : null}
          </div>
          <input
            ref={fileRef}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            hidden
            aria-label={intl.formatMessage(profileMessages.uploadPicture)}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className={formFieldClassNames.hint}>
        {intl.formatMessage(profileMessages.pictureHint)}
      </p>
      {error ? (
        <p id={`${id}-error`} className={formFieldClassNames.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
