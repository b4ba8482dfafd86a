import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useHostConfig } from '../../host/host-config.tsx';
import { useCloudToken } from '../account/index.ts';
import { ScreenErrorBoundary } from '../render-errors/index.ts';
import { createAdminClient, type AdminClient } from './admin-client.ts';
import { consoleMessages, sectionTitles } from './admin-console-messages.ts';
import { AdminRefusal } from './admin-refusal.tsx';
import { adminSections, sectionForLocation, sectionHref, type AdminSection } from './admin-sections.ts';
import { AgentsPromptsSection } from './agents-prompts-section.tsx';
import { AuditSection } from './audit-section.tsx';
import { BrandingSection } from './branding-section.tsx';
import { FeatureFlagsSection } from './feature-flags-section.tsx';
import { LicencesSection } from './licences-section.tsx';
import { MembersSection } from './members-section.tsx';
import { SystemModelsSection } from './system-models-section.tsx';
import { useHostConfigOverrides } from './use-host-config-overrides.ts';
import './admin-console.css';

/** /admin: the console for the accounts the server names as administrators; a refusal for anyone else. */
export function AdminConsolePage() {
  const token = useCloudToken();
  const isAdmin = useHostConfig().currentUser?.isAdmin === true;
  if (token === undefined || !isAdmin) return <AdminRefusal signedIn={token !== undefined} />;
  return <AdminConsole token={token} />;
}

function SectionContent({ section, client }: { section: AdminSection; client: AdminClient }) {
  const intl = useIntl();
  const overrides = useHostConfigOverrides(client);
  switch (section) {
    case 'models':
      return <SystemModelsSection client={client} />;
    case 'members':
      return <MembersSection client={client} />;
    case 'licences':
      return <LicencesSection client={client} />;
    case 'audit':
      return <AuditSection client={client} />;
    default:
      break;
  }
  const { data } = overrides;
  if (data === undefined) {
    return overrides.error === undefined ? (
      <p>{intl.formatMessage(consoleMessages.loading)}</p>
    ) : (
      <p role="alert">{overrides.error}</p>
    );
  }
  const loaded = { ...overrides, data };
  if (section === 'branding') return <BrandingSection state={loaded} />;
  if (section === 'features') return <FeatureFlagsSection state={loaded} />;
  return <AgentsPromptsSection state={loaded} client={client} />;
}

function AdminConsole({ token }: { token: string }) {
  const intl = useIntl();
  const brand = useHostConfig().brand;
  const client = useMemo(() => createAdminClient(token), [token]);
  const [section, setSection] = useState(() => sectionForLocation(window.location));

  useEffect(() => {
    const follow = () => {
      setSection(sectionForLocation(window.location));
    };
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('popstate', follow);
    };
  }, []);

  const title = intl.formatMessage(consoleMessages.title);
  const sectionTitle = intl.formatMessage(sectionTitles[section]);
  useEffect(() => {
    document.title = `${sectionTitle} · ${title} · ${brand}`;
  }, [sectionTitle, title, brand]);

  const open = (event: MouseEvent<HTMLAnchorElement>, next: AdminSection) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.history.pushState(null, '', sectionHref(next));
    setSection(next);
  };

  return (
    <div className="admin-console">
      <header className="admin-console__header">
        <h1>{title}</h1>
        <span className="admin-console__brand">{brand}</span>
        <a className="admin-console__back" href="/">
          {intl.formatMessage(consoleMessages.backToApp)}
        </a>
      </header>
      <div className="admin-console__body">
        <nav className="admin-console__nav" aria-label={intl.formatMessage(consoleMessages.navigation)}>
          <ul>
            {adminSections.map((name) => (
              <li key={name}>
                <a
                  href={sectionHref(name)}
                  aria-current={name === section ? 'page' : undefined}
                  onClick={(event) => {
                    open(event, name);
                  }}
                >
                  {intl.formatMessage(sectionTitles[name])}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main className="admin-console__main">
          <section aria-labelledby="admin-section-title">
            <h2 id="admin-section-title">{sectionTitle}</h2>
            <ScreenErrorBoundary resetKeys={[section]}>
              <SectionContent key={section} section={section} client={client} />
            </ScreenErrorBoundary>
          </section>
        </main>
      </div>
    </div>
  );
}
