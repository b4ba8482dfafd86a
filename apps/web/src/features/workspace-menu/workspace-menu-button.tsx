import { useCallback, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { lazyComponent } from '@confab/ui';
import { useHostConfig } from '../../host/host-config.tsx';
import { signOut } from './sign-out.ts';
import { menuButtonMessages } from './menu-button-messages.ts';
import './workspace-menu.css';

// The menu and its dialog load on first use: the first load carries only this button.
const WorkspaceMenuPanel = lazyComponent(
  async () => (await import('./workspace-menu-panel.tsx')).WorkspaceMenuPanel,
);
const SignOutDialog = lazyComponent(async () => (await import('./sign-out-dialog.tsx')).SignOutDialog);
const AccountInfoDialog = lazyComponent(async () => (await import('../org/on-demand.ts')).AccountInfoDialog);

/** The sidebar's profile button (spec §2 "Sidebar"): opens the workspace menu below it. */
export function WorkspaceMenuButton() {
  const intl = useIntl();
  const { managed } = useHostConfig();
  const [open, setOpen] = useState(false);
  const [askingSignOut, setAskingSignOut] = useState(false);
  const [editingAccount, setEditingAccount] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelID = useId();
  const close = useCallback((options?: { refocus: boolean }) => {
    setOpen(false);
    if (options?.refocus) buttonRef.current?.focus();
  }, []);
  const startSignOut = useCallback(() => {
    close({ refocus: true });
    // A managed host's workspace belongs to its organisation: its data is not offered for deletion.
    if (managed) void signOut();
    else setAskingSignOut(true);
  }, [close, managed]);
  const openAccountInfo = useCallback(() => {
    close();
    setEditingAccount(true);
  }, [close]);
  return (
    <div className="workspace-menu">
      <button
        ref={buttonRef}
        type="button"
        className="workspace-menu__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? panelID : undefined}
        aria-label={intl.formatMessage(menuButtonMessages.button)}
        onClick={() => {
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <span className="workspace-menu__avatar" aria-hidden="true">
          <ProfileGlyph />
        </span>
      </button>
      {open ? (
        <WorkspaceMenuPanel
          id={panelID}
          anchorRef={buttonRef}
          onClose={close}
          onSignOut={startSignOut}
          onAccountInfo={openAccountInfo}
        />
      ) : null}
      {/* Out of the sidebar, so the dialog takes the app's colours, not a coloured sidebar's. */}
      {editingAccount
        ? createPortal(
            <AccountInfoDialog
              onClose={() => {
                setEditingAccount(false);
              }}
            />,
            document.body,
          )
        : null}
      {askingSignOut ? (
        <SignOutDialog
          onClose={() => {
            setAskingSignOut(false);
          }}
        />
      ) : null}
    </div>
  );
}

/** A neutral head and shoulders: profiles, with their pictures, are their own issue. */
export function ProfileGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 19.5c1.2-3.4 3.8-5 7-5s5.8 1.6 7 5" strokeLinecap="round" />
    </svg>
  );
}
