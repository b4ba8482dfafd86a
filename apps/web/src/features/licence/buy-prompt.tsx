import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, cornerCardClassName } from '@confab/ui';
import { shouldShowBuyPrompt } from '@confab/core/licence';
import { useStorage } from '../../storage/app-storage.tsx';
import { readBuyPromptState, saveBuyPromptState } from './buy-prompt-state.ts';
import { openLicenceDialog } from './licence-status.ts';
import { useLicenceStatus } from './use-licence.ts';
import './buy-prompt.css';

const messages = defineMessages({
  title: { id: 'licence.buyPrompt.title', defaultMessage: 'Enjoying Confab?' },
  body: {
    id: 'licence.buyPrompt.body',
    defaultMessage: 'A lifetime licence unlocks every plugin, project settings and sharing. You pay once.',
  },
  see: { id: 'licence.buyPrompt.see', defaultMessage: 'See licences' },
  later: { id: 'licence.buyPrompt.later', defaultMessage: 'Not now' },
});

/** Counts the messages the person sends here, for the buy prompt rule. */
function useSentMessageCount(onSent: () => void): void {
  const storage = useStorage();
  useEffect(() => {
    const since = Date.now();
    return storage.subscribe((change) => {
      if (change.table !== 'messages' || change.origin !== 'local') return;
      void Promise.all(change.ids.map((uuid) => storage.messages.get(uuid))).then((written) => {
        for (const message of written) {
          if (message?.role === 'user' && message.createdAt >= since) onSent();
        }
      });
    });
  }, [storage, onSent]);
}

/**
 * Spec §9 buy prompt: once more than 3 messages were sent and over 120 s passed since the last
 * prompt, a card offers the licences; only without a verified licence.
 */
export function BuyPrompt() {
  const intl = useIntl();
  const headingID = useId();
  const verified = useLicenceStatus().verified;
  const [shown, setShown] = useState(false);
  const verifiedRef = useRef(verified);
  useEffect(() => {
    verifiedRef.current = verified;
  }, [verified]);
  const onSent = useCallback(() => {
    const state = readBuyPromptState();
    const next = { ...state, messageCount: state.messageCount + 1 };
    saveBuyPromptState(next);
    if (shouldShowBuyPrompt({ now: Date.now(), ...next, verified: verifiedRef.current })) setShown(true);
  }, []);
  useSentMessageCount(onSent);
  if (!shown || verified === true) return null;

  const finish = (seePlans: boolean) => {
    saveBuyPromptState({ lastPromptAt: Date.now(), messageCount: 0 });
    setShown(false);
    if (seePlans) openLicenceDialog('pricing');
  };
  return (
    <section className={`${cornerCardClassName} licence-buy-prompt`} aria-labelledby={headingID}>
      <h2 id={headingID}>{intl.formatMessage(messages.title)}</h2>
      <p>{intl.formatMessage(messages.body)}</p>
      <div className="licence-buy-prompt__actions">
        <Button
          variant="primary"
          onClick={() => {
            finish(true);
          }}
        >
          {intl.formatMessage(messages.see)}
        </Button>
        <Button
          onClick={() => {
            finish(false);
          }}
        >
          {intl.formatMessage(messages.later)}
        </Button>
      </div>
    </section>
  );
}
