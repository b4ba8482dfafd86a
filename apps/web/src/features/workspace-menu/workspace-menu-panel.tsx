import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useHostConfig, useChatFeature } from '../../host/host-config.tsx';
import { isSignInAllowed, useCloudToken } from '../account/index.ts';
import { apiKeysSectionShown } from '../keys/index.ts';
import { licencesOffered, openLicenceDialog } from '../licence/index.ts';
import { useAppearance } from '../settings/index.ts';
import { CurrentProfileCard, useCurrentProfile, useProfilesShown } from '../profiles/index.ts';
import { accountInfoShown, profileDisplayName, useHostedProfile } from '../org/index.ts';
import { orgMessages } from '../org/on-demand.ts';
import { LanguagePicker } from './language-picker.tsx';
import { footerLinks, helpLinks, isExternalLink, type MenuLink } from './menu-links.ts';
import { openChangelogDialog } from '../legal/index.ts';
import { onMenuKeyDown } from './use-menu-keys.ts';
import { ProfileGlyph } from './workspace-menu-button.tsx';
import { linkLabels, workspaceMenuMessages } from './workspace-menu-messages.ts';

export interface WorkspaceMenuPanelProps {
  id: string;
  anchorRef: RefObject<HTMLButtonElement | null>;
  onClose: (options?: { refocus: boolean }) => void;
  /** "Log out" was chosen: the button asks about local data (off managed hosts) and signs out. */
  onSignOut: () => void;
  /** "Account information" was chosen (signed-in members of managed or hosted hosts). */
  onAccountInfo: () => void;
}

const panelWidth = 300;
const margin = 8;

function usePrefersDark(): boolean {
  const [prefersDark] = useState(() => window.matchMedia('(prefers-color-scheme: dark)').matches);
  return prefersDark;
}

/**
 * The workspace menu (spec §2): a profile card, a `menu` of account, settings and help entries,
 * then the language picker, the theme switch and the footer links, reached with Tab. Escape or a
 * press outside closes it; focus leaving it closes it too.
 */
export function WorkspaceMenuPanel({
  id,
  anchorRef,
  onClose,
  onSignOut,
  onAccountInfo,
}: WorkspaceMenuPanelProps) {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  const signedIn = useCloudToken() !== undefined;
  const languageShown = useChatFeature('changeUILanguage');
  // With a current profile, its card (picture, name, opening the profiles dialog) stands in for this one.
  const currentProfile = useCurrentProfile().profile;
  const profileCardShown = useProfilesShown() && currentProfile !== undefined;
  const help = helpLinks(hostConfig);
  const profileName = profileDisplayName(useHostedProfile(hostConfig.currentUser?.profile));
  const [appearance, setAppearance] = useAppearance();
  const prefersDark = usePrefersDark();
  const dark = appearance.theme === 'dark' || (appearance.theme === 'system' && prefersDark);
  const panelRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number; width: number }>();

  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    if (!anchor) return;
    const box = anchor.getBoundingClientRect();
    const width = Math.min(panelWidth, window.innerWidth - 2 * margin);
    const left = Math.min(Math.max(margin, box.left), window.innerWidth - width - margin);
    setPosition({ top: box.bottom + 4, left, width });
  }, [anchorRef]);

  // Focus moves in once the panel is placed: a hidden element cannot take focus.
  useEffect(() => {
    if (position) panelRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [position]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node)) return;
      // A press on the opening button toggles the menu through the button's own click.
      if (panelRef.current?.contains(event.target) || anchorRef.current?.contains(event.target)) return;
      onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [anchorRef, onClose]);

  const menuLink = (key: string, label: string, href: string) => {
    const external = isExternalLink(href);
    return (
      <a
        key={key}
        role="menuitem"
        tabIndex={-1}
        className="workspace-menu__item"
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={(event) => {
          onClose();
          // Confab's own changelog opens over the app (the /changelog page stays for links and new tabs).
          if (href === '/changelog' && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
            event.preventDefault();
            openChangelogDialog();
          }
        }}
      >
        {label}
        {external ? (
          <span className="workspace-menu__hint">
            {' '}
            {intl.formatMessage(workspaceMenuMessages.opensInNewTab)}
          </span>
        ) : null}
      </a>
    );
  };
  const linkItem = (link: MenuLink) =>
    menuLink(link.label, intl.formatMessage(linkLabels[link.label]), link.href);

  return (
    <div
      ref={panelRef}
      id={id}
      className="workspace-menu__panel"
      style={{
        top: position?.top ?? 0,
        left: position?.left ?? 0,
        width: position?.width ?? panelWidth,
        visibility: position ? 'visible' : 'hidden',
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose({ refocus: true });
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !panelRef.current?.contains(next) && !anchorRef.current?.contains(next)) {
          onClose();
        }
      }}
    >
      {profileCardShown ? <CurrentProfileCard onOpen={onClose} /> : null}
      <div className="workspace-menu__profile" hidden={profileCardShown}>
        <span className="workspace-menu__avatar workspace-menu__avatar--large" aria-hidden="true">
          <ProfileGlyph />
        </span>
        <span className="workspace-menu__profile-text">
          <span className="workspace-menu__profile-name">
            {profileName ?? intl.formatMessage(workspaceMenuMessages.profileName)}
          </span>
          <span className="workspace-menu__profile-status">
            {intl.formatMessage(
              signedIn ? workspaceMenuMessages.profileSynced : workspaceMenuMessages.profileLocal,
            )}
          </span>
        </span>
      </div>
      <div
        role="menu"
        aria-label={intl.formatMessage(workspaceMenuMessages.menu)}
        className="workspace-menu__menu"
        onKeyDown={onMenuKeyDown}
      >
        {accountInfoShown(hostConfig, signedIn) ? (
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="workspace-menu__item"
            onClick={onAccountInfo}
          >
            {intl.formatMessage(orgMessages.accountInfoMenu)}
          </button>
        ) : null}
        {signedIn ? (
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="workspace-menu__item"
            onClick={onSignOut}
          >
            {intl.formatMessage(workspaceMenuMessages.logOut)}
          </button>
        ) : isSignInAllowed(hostConfig) ? (
          menuLink('log-in', intl.formatMessage(workspaceMenuMessages.logIn), '#settings/account')
        ) : null}
        {/* Spec §6: on a managed host cloud sync is for signed-in members only. */}
        {signedIn || !hostConfig.managed
          ? menuLink(
              'cloud-sync',
              intl.formatMessage(workspaceMenuMessages.cloudSync),
              '#settings/cloud-sync',
            )
          : null}
        {apiKeysSectionShown(hostConfig)
          ? menuLink('api-keys', intl.formatMessage(workspaceMenuMessages.apiKeys), '#settings/api-keys')
          : null}
        {/* The licence popup (spec §2); a hosted deployment hides the entry (spec §6). */}
        {licencesOffered(hostConfig) && !hostConfig.hosted ? (
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="workspace-menu__item"
            onClick={() => {
              onClose();
              openLicenceDialog('popup');
            }}
          >
            {intl.formatMessage(workspaceMenuMessages.licenceKey)}
          </button>
        ) : null}
        {/* The server names administrators (ADMIN_EMAILS) and checks again on every admin call. */}
        {hostConfig.currentUser?.isAdmin === true
          ? menuLink('admin-console', intl.formatMessage(workspaceMenuMessages.adminConsole), '/admin')
          : null}
        {help.length === 0 ? null : (
          <>
            <div role="separator" className="workspace-menu__separator" />
            <div role="group" aria-label={intl.formatMessage(workspaceMenuMessages.help)}>
              <div className="workspace-menu__group-label" aria-hidden="true">
                {intl.formatMessage(workspaceMenuMessages.help)}
              </div>
              {help.map(linkItem)}
            </div>
          </>
        )}
      </div>
      <div className="workspace-menu__controls">
        {languageShown ? <LanguagePicker /> : null}
        <label className="workspace-menu__theme">
          <span>{intl.formatMessage(workspaceMenuMessages.darkTheme)}</span>
          <input
            type="checkbox"
            role="switch"
            checked={dark}
            onChange={(event) => {
              setAppearance({ theme: event.target.checked ? 'dark' : 'light' });
            }}
          />
        </label>
      </div>
      <nav className="workspace-menu__footer" aria-label={intl.formatMessage(workspaceMenuMessages.footer)}>
        {footerLinks(hostConfig).map((link) => (
          <a
            key={link.label}
            href={link.href}
            {...(isExternalLink(link.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {intl.formatMessage(linkLabels[link.label])}
          </a>
        ))}
      </nav>
    </div>
  );
}
