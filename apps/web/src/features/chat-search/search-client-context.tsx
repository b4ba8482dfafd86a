import { createContext, useContext, type ReactNode } from 'react';
import { sharedSearchClient, type SearchClient } from './search-client.ts';

const SearchClientContext = createContext<SearchClient | null>(null);

/** Component tests give the results a search that runs in-thread over memory storage. */
export function SearchClientProvider({ client, children }: { client: SearchClient; children: ReactNode }) {
  return <SearchClientContext.Provider value={client}>{children}</SearchClientContext.Provider>;
}

export function useSearchClient(): SearchClient {
  return useContext(SearchClientContext) ?? sharedSearchClient();
}
