import { MessageMarkdown } from '../index.ts';
import { useHarnessText } from './use-harness-text.ts';
import './markdown-harness.css';

/**
 * A test page (`/markdown-harness.html`), built with the app but linked from nowhere: e2e tests
 * and the bench feed it answers, hostile ones included, through the mock provider or postMessage.
 * Its labels are fixed English on purpose: it is not product UI.
 */
export function MarkdownHarness({ source }: { source: string | null }) {
  const { text, streaming, status } = useHarnessText(source);
  return (
    <main className="markdown-harness">
      <p role="status" className="markdown-harness__status" data-status={status}>
        {`Harness status: ${status}, ${text.length} characters`}
      </p>
      <article aria-label="Assistant message" className="markdown-harness__message">
        <MessageMarkdown text={text} streaming={streaming} />
      </article>
      <label className="markdown-harness__probe">
        Typing probe
        <textarea rows={2} />
      </label>
    </main>
  );
}
