import { useEffect } from 'react';
import { useHostConfig } from '../../host/host-config.tsx';
import { documentTitle } from './brand-text.ts';

/** Names the browser tab after the host (brand and tagline). */
export function useDocumentTitle(): void {
  const title = documentTitle(useHostConfig());
  useEffect(() => {
    document.title = title;
  }, [title]);
}
