import { useIntl } from 'react-intl';
import { CopyCodeButton } from './copy-code-button.tsx';
import { useHighlightedCode } from './highlight/use-highlighted-code.ts';
import { markdownMessages } from './markdown-messages.ts';
import { useNearViewport } from './use-near-viewport.ts';

interface CodeBlockProps {
  language: string;
  code: string;
  /** Highlight only once the block can no longer grow: re-highlighting per token would be O(n²). */
  complete: boolean;
}

export function CodeBlock({ language, code, complete }: CodeBlockProps) {
  const intl = useIntl();
  const [blockRef, near] = useNearViewport<HTMLDivElement>();
  const highlighted = useHighlightedCode(code, language, complete && near);
  return (
    <div className="markdown-code" ref={blockRef}>
      <div className="markdown-code__header">
        <span className="markdown-code__language">
          {language || intl.formatMessage(markdownMessages.plainTextLanguage)}
        </span>
        <CopyCodeButton code={code} />
      </div>
      <CodeBody code={code} highlightedHtml={highlighted} />
    </div>
  );
}

/** Plain text first; the sanitised highlighted markup replaces it once the lazy chunk answered. */
export function CodeBody({ code, highlightedHtml }: { code: string; highlightedHtml: string | null }) {
  if (highlightedHtml === null) {
    return (
      <pre className="markdown-code__body">
        <code>{code}</code>
      </pre>
    );
  }
  return (
    <pre className="markdown-code__body">
      <code className="hljs" dangerouslySetInnerHTML={{ __html: highlightedHtml }} />
    </pre>
  );
}
