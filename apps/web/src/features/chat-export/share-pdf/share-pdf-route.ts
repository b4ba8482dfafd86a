/** The print view's route (spec §2): `/share-pdf?id={chatId}`. Null on every other path. */
export function sharePdfChatID(location: Pick<Location, 'pathname' | 'search'>): string | null {
  if (location.pathname !== '/share-pdf' && location.pathname !== '/share-pdf/') return null;
  return new URLSearchParams(location.search).get('id') ?? '';
}
