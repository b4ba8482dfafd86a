import { memo, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, PlusIcon, SearchIcon } from '@confab/ui';
import { ChatList } from '../chat-list/index.ts';
import { BrandMark } from '../host-branding/index.ts';
import { ChatSearchResults, warmUpSearchNow } from '../chat-search/index.ts';
import { DecryptBanner } from '../key-vault/index.ts';
import { VersionBanner } from '../notices/index.ts';
import { SetupChecklist } from '../onboarding/index.ts';
import { WorkspaceMenuButton } from '../workspace-menu/index.ts';
import { ProfilesButton } from '../profiles/index.ts';
import { renderErrorMessages, ScreenErrorBoundary } from '../render-errors/index.ts';
import { useChatSearchQuery } from './chat-search-query.ts';
import './sidebar.css';

export interface SidebarProps {
  open: boolean;
  onNewChat: () => void;
  onClose: () => void;
  activeChatID: string | undefined;
  onOpenChat: (chatID: string) => void;
}

export const sidebarElementID = 'sidebar';
/** The chat search box, which the search shortcut focuses. */
export const sidebarSearchInputID = 'sidebar-chat-search';

/** Memoised: App re-renders on its own settings, and the chat list need not render with it. */
export const Sidebar = memo(function Sidebar({
  open,
  onNewChat,
  onClose,
  activeChatID,
  onOpenChat,
}: SidebarProps) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const searchQuery = useChatSearchQuery(query);
  // Made once: opening a chat or typing a search re-renders the sidebar, and these parts (each
  // reading settings of its own) do not depend on either.
  const header = useMemo(
    () => (
      <>
        <span className="sidebar__brand">
          <BrandMark />
        </span>
        <ProfilesButton />
        <WorkspaceMenuButton />
      </>
    ),
    [],
  );
  const footer = useMemo(
    () => (
      <>
        <SetupChecklist />
        <VersionBanner />
        <DecryptBanner />
      </>
    ),
    [],
  );
  return (
    <>
      <aside
        id={sidebarElementID}
        className="sidebar"
        data-open={open}
        hidden={!open}
        aria-label={intl.formatMessage({ id: 'sidebar.label', defaultMessage: 'Sidebar' })}
      >
        <div className="sidebar__header">{header}</div>
        <Button variant="primary" className="sidebar__new-chat" onClick={onNewChat}>
          <PlusIcon size={20} strokeWidth={1.8} />
          {intl.formatMessage({ id: 'sidebar.newChat', defaultMessage: 'New chat' })}
        </Button>
        <label className="sidebar__search">
          <SearchIcon size={20} strokeWidth={1.8} />
          <input
            id={sidebarSearchInputID}
            type="search"
            aria-label={intl.formatMessage({ id: 'sidebar.search.label', defaultMessage: 'Search chats' })}
            value={query}
            onFocus={warmUpSearchNow}
            onChange={(event) => {
              setQuery(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setQuery('');
            }}
            placeholder={intl.formatMessage({
              id: 'sidebar.search.placeholder',
              defaultMessage: 'Search chats',
            })}
          />
        </label>
        {/* A list that fails to render leaves "New chat" and the search box working. */}
        <ScreenErrorBoundary resetKeys={[searchQuery]} title={renderErrorMessages.sidebarFailed}>
          {searchQuery === undefined ? (
            <ChatList activeChatID={activeChatID} onOpenChat={onOpenChat} onNewChat={onNewChat} />
          ) : (
            <div className="sidebar__search-results">
              <ChatSearchResults query={searchQuery} activeChatID={activeChatID} onOpenChat={onOpenChat} />
            </div>
          )}
        </ScreenErrorBoundary>
        <div className="sidebar__footer">{footer}</div>
      </aside>
      {open ? <div className="sidebar-backdrop" onClick={onClose} aria-hidden="true" /> : null}
    </>
  );
});
