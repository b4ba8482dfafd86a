import { useCallback, useEffect, useState } from 'react';
import { useArchivedChatsRequest } from '../chat-list/index.ts';
import { narrowScreenQuery } from './narrow-screen.ts';

/** Open by default on wide screens, closed on phones, where it covers the conversation. */
export function useSidebarOpen(): [boolean, (open: boolean) => void, () => void] {
  const [open, setOpen] = useState(() => !window.matchMedia(narrowScreenQuery).matches);

  useEffect(() => {
    const media = window.matchMedia(narrowScreenQuery);
    const onChange = () => {
      setOpen(!media.matches);
    };
    media.addEventListener('change', onChange);
    return () => {
      media.removeEventListener('change', onChange);
    };
  }, []);

  // The archived chats are shown in the sidebar: a link to them opens it.
  useArchivedChatsRequest(
    useCallback(() => {
      setOpen(true);
    }, []),
  );

  const toggle = useCallback(() => {
    setOpen((current) => !current);
  }, []);
  return [open, setOpen, toggle];
}
