import { useEffect, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useHostConfig } from '../../host/host-config.tsx';
import { sitePageKinds, type LegalPageKind } from './legal-routes.ts';
import { legalTexts, type LegalText } from './legal-texts.ts';
import { contactText, faqsText, ideasText } from './site-page-texts.ts';
import { sitePageMessages as messages } from './site-page-messages.ts';
import { ChangelogContent } from './changelog-content.tsx';
import { safeLink } from './safe-link.ts';
import './legal-page.css';

const textPages = {
  privacy: legalTexts.privacy,
  terms: legalTexts.terms,
  faqs: faqsText,
  contact: contactText,
  ideas: ideasText,
} satisfies Record<Exclude<LegalPageKind, 'changelog'>, LegalText>;

/** One of the site's own pages beside the app: /privacy, /terms, /faqs, /contact, /ideas, /changelog. */
export function LegalPage({ kind }: { kind: LegalPageKind }) {
  const intl = useIntl();
  const format = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const text = kind === 'changelog' ? null : textPages[kind];
  return (
    <SitePageFrame current={kind} title={format(text ? text.title : messages.changelogTitle)}>
      {text ? (
        <>
          <h1>{format(text.title)}</h1>
          {text.sections.map((section) => (
            <section key={section.heading.id}>
              <h2>{format(section.heading)}</h2>
              <p>{format(section.body)}</p>
            </section>
          ))}
        </>
      ) : (
        <>
          <h1>{format(messages.changelogTitle)}</h1>
          <ChangelogContent />
        </>
      )}
      {kind === 'contact' ? <ContactLinks /> : null}
      {kind === 'ideas' ? <IdeaLinks /> : null}
    </SitePageFrame>
  );
}

/** The page frame: the way back into the app, the content, and links to the other pages. */
export function SitePageFrame({
  current,
  title,
  children,
}: {
  current?: LegalPageKind;
  /** The tab's title, before the host's brand. */
  title: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { brand } = useHostConfig();
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
  return (
    <main className="legal-page">
      <a className="legal-page__back" href="/">
        {intl.formatMessage(messages.back)}
      </a>
      {children}
      <nav className="legal-page__footer" aria-label={intl.formatMessage(messages.footer)}>
        {sitePageKinds.map((kind) => (
          <a key={kind} href={`/${kind}`} aria-current={kind === current ? 'page' : undefined}>
            {intl.formatMessage(messages[kind])}
          </a>
        ))}
      </nav>
    </main>
  );
}

function ContactLinks() {
  const intl = useIntl();
  const { links } = useHostConfig();
  const candidates: { href: string | undefined; label: MessageDescriptor }[] = [
    { href: safeLink(links.contact), label: messages.contactLink },
    { href: safeLink(links.feedback), label: messages.feedbackLink },
    { href: safeLink(links.docs), label: messages.docsLink },
  ];
  const shown = candidates.filter(
    (link): link is { href: string; label: MessageDescriptor } => link.href !== undefined,
  );
  if (shown.length === 0) return null;
  return (
    <ul className="legal-page__links">
      {shown.map((link) => (
        <li key={link.label.id}>
          <a href={link.href}>{intl.formatMessage(link.label)}</a>
        </li>
      ))}
    </ul>
  );
}

function IdeaLinks() {
  const intl = useIntl();
  const { links } = useHostConfig();
  const address = safeLink(links.feedback) ?? safeLink(links.contact);
  return (
    <p className="legal-page__action">
      {address ? (
        <a className="legal-page__button" href={address}>
          {intl.formatMessage(messages.shareIdea)}
        </a>
      ) : (
        intl.formatMessage(messages.noIdeaAddress)
      )}
    </p>
  );
}
