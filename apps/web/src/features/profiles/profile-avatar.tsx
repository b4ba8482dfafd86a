import { useState } from 'react';
import type { Profile } from '@confab/core';
import { profileInitials, safePictureURL } from './profile-picture.ts';
import './profile-avatar.css';

export interface ProfileAvatarProps {
  profile: Pick<Profile, 'name' | 'picURL'>;
  size: 'small' | 'medium' | 'large';
}

/** A profile's picture, or its initials when it has none (or the picture does not load). Decorative. */
export function ProfileAvatar({ profile, size }: ProfileAvatarProps) {
  const picture = safePictureURL(profile.picURL);
  const [failedPicture, setFailedPicture] = useState<string>();
  const className = `profile-avatar profile-avatar--${size}`;
  if (picture && failedPicture !== picture) {
    return (
      <img
        className={className}
        src={picture}
        alt=""
        aria-hidden="true"
        referrerPolicy="no-referrer"
        onError={() => {
          setFailedPicture(picture);
        }}
      />
    );
  }
  return (
    <span className={`${className} profile-avatar--initials`} aria-hidden="true">
      {profileInitials(profile.name)}
    </span>
  );
}
