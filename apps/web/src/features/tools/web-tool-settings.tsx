import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@confab/ui';
import { isEncryptedKey } from '@confab/core/key-vault';
import { useChatFeature } from '../../host/host-config.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { useVaultActions } from '../key-vault/index.ts';
import { ImageModelField } from './image-model-field.tsx';
import './web-tool-settings.css';
import { defaultSearchEngine, isWebAddress } from './web-search-settings.ts';
import { webToolSettingsMessages as messages } from './web-tool-settings-messages.ts';
import {
  customSearchAPIKeySchema,
  customSearchEngineIDSchema,
  searchEngineSchema,
} from './web-tool-settings-schemas.ts';

type EngineChoice = 'google' | 'searxng' | 'other';

function choiceOf(engine: string): EngineChoice {
  if (engine === '' || engine === 'google') return 'google';
  return isWebAddress(engine) ? 'searxng' : 'other';
}

/**
 * The built-in web tools' settings, shown in Chat behaviour (spec §2 puts the search engine there):
 * the engine (spec §9 `searchEngine`), Google's engine id and key, a SearXNG address, and the image
 * model. Hidden when the host turns plugins off.
 */
export function WebToolSettings() {
  const intl = useIntl();
  const pluginsAllowed = useChatFeature('usePlugins');
  const engine = useSetting(settingKeys.searchEngine, searchEngineSchema, defaultSearchEngine);
  const engineID = useSetting(settingKeys.customSearchEngineID, customSearchEngineIDSchema, '');
  const [searxngMode, setSearxngMode] = useState(false);
  const ids = { heading: useId(), engine: useId(), engineID: useId(), address: useId() };
  if (!pluginsAllowed) return null;

  const stored = choiceOf(engine.value);
  const choice = searxngMode && stored === 'google' ? 'searxng' : stored;
  return (
    <>
      <div className="web-tool-settings" role="group" aria-labelledby={ids.heading}>
        <h3 id={ids.heading}>{intl.formatMessage(messages.searchTitle)}</h3>
        <p className="web-tool-settings__hint">{intl.formatMessage(messages.searchIntro)}</p>
        <div className="settings-field">
          <label htmlFor={ids.engine}>{intl.formatMessage(messages.engine)}</label>
          <select
            id={ids.engine}
            value={choice}
            onChange={(event) => {
              const next = event.target.value;
              setSearxngMode(next === 'searxng');
              if (next === 'google') void engine.save('google');
            }}
          >
            <option value="google">{intl.formatMessage(messages.engineGoogle)}</option>
            <option value="searxng">{intl.formatMessage(messages.engineSearxng)}</option>
            {choice === 'other' ? (
              <option value="other" disabled>
                {intl.formatMessage(messages.engineUnavailable as MessageDescriptor, {
                  engine: engine.value,
                })}
              </option>
            ) : null}
          </select>
        </div>
        {choice === 'google' ? (
          <>
            <div className="settings-field">
              <label htmlFor={ids.engineID}>{intl.formatMessage(messages.engineID)}</label>
              <input
                id={ids.engineID}
                value={engineID.value}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => {
                  void engineID.save(event.target.value.trim());
                }}
              />
            </div>
            <SearchKeyField />
          </>
        ) : null}
        {choice === 'searxng' ? (
          <SearxngAddressField
            id={ids.address}
            saved={isWebAddress(engine.value) ? engine.value : ''}
            onSave={(address) => engine.save(address)}
          />
        ) : null}
      </div>
      <ImageModelField />
    </>
  );
}

function SearxngAddressField(props: {
  id: string;
  saved: string;
  onSave: (address: string) => Promise<void>;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState(props.saved);
  const hintID = useId();
  const invalid = draft.trim() !== '' && !isWebAddress(draft.trim());
  return (
    <div className="settings-field settings-field--stacked">
      <label htmlFor={props.id}>{intl.formatMessage(messages.searxngAddress)}</label>
      <input
        id={props.id}
        type="url"
        value={draft}
        placeholder="https://"
        aria-describedby={hintID}
        aria-invalid={invalid}
        spellCheck={false}
        onChange={(event) => {
          setDraft(event.target.value);
          const address = event.target.value.trim();
          if (isWebAddress(address)) void props.onSave(address);
        }}
      />
      <p id={hintID} className={invalid ? 'web-tool-settings__error' : 'web-tool-settings__hint'}>
        {intl.formatMessage(invalid ? messages.invalidAddress : messages.searxngHint)}
      </p>
    </div>
  );
}

/** The key is written like a provider key: locked when the vault is open, shown only by its end. */
function SearchKeyField() {
  const intl = useIntl();
  const key = useSetting(settingKeys.customSearchAPIKey, customSearchAPIKeySchema, '', { optimistic: false });
  const { seal } = useVaultActions();
  const [draft, setDraft] = useState('');
  const inputID = useId();
  if (key.value !== '') {
    const locked = isEncryptedKey(key.value);
    return (
      <div className="settings-field">
        <span>{intl.formatMessage(messages.apiKey)}</span>
        <span className="settings-field__control">
          <span>
            {locked
              ? intl.formatMessage(messages.apiKeyLocked)
              : intl.formatMessage(messages.apiKeySaved as MessageDescriptor, {
                  masked: `••••${key.value.slice(-4)}`,
                })}
          </span>
          <Button
            variant="ghost"
            onClick={() => {
              void key.save('');
            }}
          >
            {intl.formatMessage(messages.removeKey)}
          </Button>
        </span>
      </div>
    );
  }
  return (
    <form
      className="settings-field"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = draft.trim();
        if (typed === '') return;
        void seal(typed).then(async (value) => {
          await key.save(value);
          setDraft('');
        });
      }}
    >
      <label htmlFor={inputID}>{intl.formatMessage(messages.apiKey)}</label>
      <span className="settings-field__control">
        <input
          id={inputID}
          type="password"
          value={draft}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
        />
        <Button type="submit" disabled={draft.trim() === ''}>
          {intl.formatMessage(messages.saveKey)}
        </Button>
      </span>
    </form>
  );
}
