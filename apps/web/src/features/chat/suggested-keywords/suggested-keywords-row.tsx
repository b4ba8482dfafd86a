import { useIntl, type MessageDescriptor } from 'react-intl';
import { settingKeys } from '../../../storage/setting-keys.ts';
import { useSetting } from '../../../storage/use-setting.ts';
import { defaultKeywordSearchEngine, keywordSearchEngineSchema, keywordSearchURL } from './keyword-search.ts';
import { keywordMessages as messages } from './keyword-messages.ts';
import './suggested-keywords.css';

/** The keywords suggested for an answer, each a link to the chosen engine's search in a new tab. */
export function SuggestedKeywordsRow({ keywords }: { keywords: readonly string[] }) {
  const intl = useIntl();
  const engine = useSetting(
    settingKeys.keywordSearchEngine,
    keywordSearchEngineSchema,
    defaultKeywordSearchEngine,
  ).value;
  if (keywords.length === 0) return null;
  const newTab = intl.formatMessage(messages.opensNewTab);
  return (
    <nav className="suggested-keywords" aria-label={intl.formatMessage(messages.rowLabel)}>
      <ul>
        {keywords.map((keyword) => (
          <li key={keyword}>
            <a
              href={keywordSearchURL(engine, keyword)}
              target="_blank"
              rel="noopener noreferrer"
              title={newTab}
            >
              {intl.formatMessage(messages.search as MessageDescriptor, { keyword })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
