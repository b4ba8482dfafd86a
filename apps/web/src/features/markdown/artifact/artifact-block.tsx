import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CodeBlock } from '../code-block.tsx';
import { markdownMessages } from '../markdown-messages.ts';
import { artifactDocument, type ArtifactLanguage } from './artifact-document.ts';
import { ArtifactFrame } from './artifact-frame.tsx';

interface ArtifactBlockProps {
  language: ArtifactLanguage;
  code: string;
  /** Preview is offered once the block is complete: running half an artifact helps nobody. */
  complete: boolean;
}

/** An HTML or SVG block with a Code/Preview toggle; the preview runs in the sandboxed frame. */
export function ArtifactBlock({ language, code, complete }: ArtifactBlockProps) {
  const intl = useIntl();
  const [view, setView] = useState<'code' | 'preview'>('code');
  const showPreview = view === 'preview' && complete;

  return (
    <div className="markdown-artifact">
      <div
        className="markdown-artifact__toggle"
        role="group"
        aria-label={intl.formatMessage(markdownMessages.artifactViews)}
      >
        <button
          type="button"
          aria-pressed={!showPreview}
          onClick={() => {
            setView('code');
          }}
        >
          {intl.formatMessage(markdownMessages.artifactCode)}
        </button>
        <button
          type="button"
          aria-pressed={showPreview}
          disabled={!complete}
          onClick={() => {
            setView('preview');
          }}
        >
          {intl.formatMessage(markdownMessages.artifactPreview)}
        </button>
      </div>
      {showPreview ? (
        <ArtifactFrame html={artifactDocument(language, code)} />
      ) : (
        <CodeBlock language={language} code={code} complete={complete} />
      )}
    </div>
  );
}
