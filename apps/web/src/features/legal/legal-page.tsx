import { useIntl, type MessageDescriptor } from 'react-intl';
import type { LegalPageKind } from './legal-routes.ts';
import { legalTexts } from './legal-texts.ts';
import './legal-page.css';

export function LegalPage({ kind }: { kind: LegalPageKind }) {
  const intl = useIntl();
  const text = legalTexts[kind];
  const format = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  return (
    <main className="legal-page">
      <a className="legal-page__back" href="/">
        {intl.formatMessage({ id: 'legal.back', defaultMessage: '← Back to Confab' })}
      </a>
      <h1>{format(text.title)}</h1>
      {text.sections.map((section) => (
        <section key={section.heading.id}>
          <h2>{format(section.heading)}</h2>
          <p>{format(section.body)}</p>
        </section>
      ))}
    </main>
  );
}
