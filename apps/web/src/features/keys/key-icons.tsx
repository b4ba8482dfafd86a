import type { ReactNode } from 'react';

function KeyIcon({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {label ? <title>{label}</title> : null}
      {children}
    </svg>
  );
}

export function LockedIcon({ label }: { label: string }) {
  return (
    <KeyIcon label={label}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </KeyIcon>
  );
}

export function UnlockedIcon({ label }: { label: string }) {
  return (
    <KeyIcon label={label}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 7.5-2" />
    </KeyIcon>
  );
}

export function ExternalLinkIcon() {
  return (
    <KeyIcon>
      <path d="M14 4h6v6" />
      <path d="M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </KeyIcon>
  );
}

/** Decorative: the busy state is announced by the button's aria-busy and the status text. */
export function Spinner() {
  return <span className="key-form__spinner" aria-hidden="true" />;
}
