import { useIntl } from 'react-intl';
import { SitePageFrame } from './legal-page.tsx';
import { sitePageMessages as messages } from './site-page-messages.ts';

/** Drawn for a path the app does not know; the server answers such paths with status 404. */
export function NotFoundPage({ path }: { path: string }) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.notFoundTitle);
  return (
    <SitePageFrame title={title}>
      <h1>{title}</h1>
      <p>{intl.formatMessage(messages.notFoundBody, { path })}</p>
    </SitePageFrame>
  );
}
