import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import type { SharedLink } from '@confab/core/protocol';
import { sharedLinkURL } from './shared-links-client.ts';
import { sharedLinksMessages as messages } from './shared-links-messages.ts';
import { useOrgApiBase } from '../../host/org-api.ts';

export interface SharedLinkRowProps {
  link: SharedLink;
  title: string;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onDelete: () => void;
}

/** One shared link: its checkbox, its title opening the page in a new tab, its date and Delete. */
export function SharedLinkRow({ link, title, selected, onSelect, onDelete }: SharedLinkRowProps) {
  const intl = useIntl();
  const orgBase = useOrgApiBase();
  return (
    <li className="shared-links__row">
      <input
        type="checkbox"
        aria-label={intl.formatMessage(messages.select, { title })}
        checked={selected}
        onChange={(event) => {
          onSelect(event.currentTarget.checked);
        }}
      />
      <a
        className="shared-links__link"
        href={sharedLinkURL(link, orgBase)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {title}
      </a>
      <time className="shared-links__date" dateTime={new Date(link.createdAt).toISOString()}>
        {intl.formatDate(link.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
      <Button aria-label={intl.formatMessage(messages.delete, { title })} onClick={onDelete}>
        {intl.formatMessage(messages.deleteShort)}
      </Button>
    </li>
  );
}
