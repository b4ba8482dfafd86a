import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHostConfig } from '../../host/host-config.tsx';
import { useStorage } from '../../storage/app-storage.tsx';
import { cloudTokenStore } from '../account/index.ts';
import { fillExampleChats } from './fill-example-chats.ts';
import { isPrivacyNoticeDue } from './privacy-choice.ts';

/**
 * agents-sync-keys §4: example chats in an Examples project, added once, on a first run: a browser
 * that has never answered the privacy notice and holds no cloud token (tests that skip the notice,
 * and devices that start signed in, start without examples).
 * Managed hosts bring their own content. The records' text loads only when they are written.
 */
export function useFirstRunExamples(): void {
  const storage = useStorage();
  const intl = useIntl();
  const { managed } = useHostConfig();
  // A browser that starts signed in takes its content from the account: examples kept there arrive by sync.
  const [firstVisit] = useState(
    () =>
      isPrivacyNoticeDue(localStorage, sessionStorage, Date.now()) && cloudTokenStore.read() === undefined,
  );

  // Read when the examples are written, not a reason to write them again: a later language switch
  // changes intl and must not refill them.
  const intlRef = useRef(intl);
  useEffect(() => {
    intlRef.current = intl;
  });

  useEffect(() => {
    if (!firstVisit || managed) return;
    const loadRecords = async () => (await import('./example-chats.ts')).exampleRecords(intlRef.current);
    fillExampleChats(storage, loadRecords, { now: Date.now() }).catch((error: unknown) => {
      console.warn('Example chats were not added', error);
    });
  }, [storage, firstVisit, managed]);
}
