import { useId, useState, useSyncExternalStore, type SyntheticEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, ConfirmDialog, FormField } from '@confab/ui';
import { extensionMessages as messages } from './extension-messages.ts';
import { extensionNoticeMessages } from './extension-notice-messages.ts';
import { checkExtensionURL } from './extension-url.ts';
import { extensionsSafeMode, subscribeExtensionLoads } from './load-extensions.ts';
import { probeExtensionScript } from './probe-extension-script.ts';
import { ExtensionList } from './extension-list.tsx';
import { useExtensions } from './use-extensions.ts';
import './extensions.css';

type AddState =
  { step: 'idle'; error?: string } | { step: 'loading'; url: string } | { step: 'confirm'; url: string };

/** Settings → Extensions (spec §2, §4, §5): add a script URL, confirm what it may do, reload. */
export function ExtensionsSection() {
  const intl = useIntl();
  const headingID = useId();
  const extensions = useExtensions();
  const [draft, setDraft] = useState('');
  const [state, setState] = useState<AddState>({ step: 'idle' });
  const safeMode = useSyncExternalStore(subscribeExtensionLoads, extensionsSafeMode);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (state.step !== 'idle') return;
    const checked = checkExtensionURL(
      draft,
      extensions.scripts.map((script) => script.url),
    );
    if (!checked.ok) {
      setState({ step: 'idle', error: intl.formatMessage(messages[checked.problem]) });
      return;
    }
    setState({ step: 'loading', url: checked.url });
    const answers = await probeExtensionScript(checked.url);
    setState(
      answers
        ? { step: 'confirm', url: checked.url }
        : {
            step: 'idle',
            error: intl.formatMessage(extensionNoticeMessages.loadFailed as MessageDescriptor, {
              url: checked.url,
            }),
          },
    );
  };

  return (
    <section className="settings-section extensions-section" aria-labelledby={headingID}>
      <h2 id={headingID}>{intl.formatMessage(messages.title)}</h2>
      <p className="extensions-section__intro">{intl.formatMessage(messages.intro)}</p>
      {safeMode ? (
        <p className="extensions-section__notice" role="note">
          {intl.formatMessage(messages.safeMode)}
        </p>
      ) : null}
      <ExtensionList
        scripts={extensions.scripts}
        loadStates={extensions.loadStates}
        safeMode={safeMode}
        onRemove={extensions.remove}
      />
      <form className="extensions-section__form" onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={intl.formatMessage(messages.urlLabel)}
          {...(state.step === 'idle' && state.error !== undefined ? { error: state.error } : {})}
        >
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
              }}
            />
          )}
        </FormField>
        <Button type="submit" variant="primary" disabled={state.step === 'loading'}>
          {intl.formatMessage(messages.add)}
        </Button>
        {state.step === 'loading' ? (
          <p className="extensions-section__status" role="status">
            {intl.formatMessage(messages.checking)}
          </p>
        ) : null}
      </form>
      {extensions.changed ? (
        <div className="extensions-section__reload" role="status">
          <span>{intl.formatMessage(messages.reloadPrompt)}</span>
          <Button
            onClick={() => {
              window.location.reload();
            }}
          >
            {intl.formatMessage(messages.reload)}
          </Button>
        </div>
      ) : null}
      {state.step === 'confirm' ? (
        <ConfirmDialog
          title={intl.formatMessage(messages.confirmTitle)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          confirmLabel={intl.formatMessage(messages.confirm)}
          onClose={() => {
            setState({ step: 'idle' });
          }}
          onConfirm={() => {
            extensions.add(state.url);
            setDraft('');
            setState({ step: 'idle' });
          }}
        >
          <p className="extensions-section__warning">
            {intl.formatMessage(messages.confirmBody as MessageDescriptor, { url: state.url })}
          </p>
          <p>{intl.formatMessage(messages.confirmAdvice)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
