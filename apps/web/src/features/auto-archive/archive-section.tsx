import { useId } from 'react';
import { useIntl } from 'react-intl';
import { settingKeys } from '../../storage/setting-keys.ts';
import { ArchiveRuleField } from './archive-rule-field.tsx';
import './archive-section.css';

/** Settings → Archive: the auto-archive and auto-delete rules applied each time the app opens. */
export function ArchiveSection() {
  const intl = useIntl();
  const headingID = useId();
  return (
    <section className="settings-section" aria-labelledby={headingID}>
      <h2 id={headingID}>
        {intl.formatMessage({ id: 'settings.archive.title', defaultMessage: 'Archive' })}
      </h2>
      <ArchiveRuleField
        settingKey={settingKeys.autoArchiveHours}
        label={intl.formatMessage({
          id: 'settings.archive.autoArchive',
          defaultMessage: 'Auto-archive chats',
        })}
        hoursLabel={intl.formatMessage({
          id: 'settings.archive.autoArchiveAfter',
          defaultMessage: 'Archive chats not updated for',
        })}
        hint={intl.formatMessage({
          id: 'settings.archive.autoArchiveHint',
          defaultMessage:
            'When the app opens, chats not updated for the chosen time are archived, unless they are favourites, in a project or tagged.',
        })}
      />
      <ArchiveRuleField
        settingKey={settingKeys.autoDeleteHours}
        label={intl.formatMessage({
          id: 'settings.archive.autoDelete',
          defaultMessage: 'Auto-delete archived chats',
        })}
        hoursLabel={intl.formatMessage({
          id: 'settings.archive.autoDeleteAfter',
          defaultMessage: 'Delete chats archived for',
        })}
        hint={intl.formatMessage({
          id: 'settings.archive.autoDeleteHint',
          defaultMessage:
            'When the app opens, chats archived longer ago than the chosen time are deleted for good.',
        })}
      />
    </section>
  );
}
