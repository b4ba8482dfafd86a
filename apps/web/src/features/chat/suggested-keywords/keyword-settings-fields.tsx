import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useChatFeature } from '../../../host/host-config.tsx';
import { settingKeys } from '../../../storage/setting-keys.ts';
import { useSetting } from '../../../storage/use-setting.ts';
import { SwitchField } from '../../settings/index.ts';
import {
  customSearchAddressProblem,
  defaultKeywordSearchEngine,
  isNamedKeywordSearchEngine,
  keywordSearchEngineSchema,
  keywordSearchEngines,
  suggestKeywordsSchema,
} from './keyword-search.ts';
import { keywordMessages as messages } from './keyword-messages.ts';
import './suggested-keywords.css';

const engineNames: ReadonlyMap<string, string> = new Map([
  ['google', 'Google'],
  ['ddg', 'DuckDuckGo'],
  ['bing', 'Bing'],
  ['brave', 'Brave'],
]);

const other = 'other';

/**
 * Chat behaviour → "Suggest search keywords" (spec §2, gated by the host's useAutoSuggestKeywords)
 * and, once on, the engine its links open: a named one or the person's own search address.
 */
export function KeywordSettingsFields() {
  const intl = useIntl();
  const allowed = useChatFeature('useAutoSuggestKeywords');
  const enabled = useSetting(settingKeys.suggestKeywords, suggestKeywordsSchema, false);
  const engine = useSetting(
    settingKeys.keywordSearchEngine,
    keywordSearchEngineSchema,
    defaultKeywordSearchEngine,
  );
  const storedCustom = isNamedKeywordSearchEngine(engine.value) ? '' : engine.value;
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const [address, setAddress] = useState<string | undefined>(undefined);
  const [touched, setTouched] = useState(false);
  const engineID = useId();
  const addressID = useId();
  const hintID = useId();
  const errorID = useId();
  if (!allowed) return null;

  const selected = choice ?? (isNamedKeywordSearchEngine(engine.value) ? engine.value : other);
  const draft = address ?? storedCustom;
  const problem = customSearchAddressProblem(draft);
  const showProblem = selected === other && problem !== undefined && touched;

  return (
    <>
      <SwitchField
        label={intl.formatMessage(messages.suggest)}
        hint={intl.formatMessage(messages.suggestHint)}
        checked={enabled.value}
        onChange={(checked) => {
          void enabled.save(checked);
        }}
      />
      {enabled.value ? (
        <div className="settings-field settings-field--stacked">
          <label htmlFor={engineID}>{intl.formatMessage(messages.engine)}</label>
          <select
            id={engineID}
            value={selected}
            onChange={(event) => {
              const value = event.target.value;
              setTouched(false);
              if (isNamedKeywordSearchEngine(value)) {
                setChoice(undefined);
                void engine.save(value);
              } else {
                setChoice(other);
              }
            }}
          >
            {keywordSearchEngines.map((name) => (
              <option key={name} value={name}>
                {engineNames.get(name) ?? name}
              </option>
            ))}
            <option value={other}>{intl.formatMessage(messages.engineOther)}</option>
          </select>
          {selected === other ? (
            <>
              <label htmlFor={addressID}>{intl.formatMessage(messages.address)}</label>
              <input
                id={addressID}
                className="keyword-settings__address"
                type="url"
                inputMode="url"
                spellCheck={false}
                value={draft}
                aria-invalid={showProblem}
                aria-describedby={showProblem ? `${hintID} ${errorID}` : hintID}
                onChange={(event) => {
                  const value = event.target.value;
                  setAddress(value);
                  if (customSearchAddressProblem(value) === undefined) void engine.save(value.trim());
                }}
                onBlur={() => {
                  setTouched(true);
                }}
              />
              <span id={hintID} className="settings-field__hint">
                {intl.formatMessage(messages.addressHint)}
              </span>
              {showProblem ? (
                <span id={errorID} className="keyword-settings__error" role="alert">
                  {intl.formatMessage(messages[problem] as MessageDescriptor)}
                </span>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
