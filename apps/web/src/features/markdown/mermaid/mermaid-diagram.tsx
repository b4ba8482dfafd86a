import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { CodeBlock } from '../code-block.tsx';
import { markdownMessages } from '../markdown-messages.ts';
import { useDocumentTheme } from './use-document-theme.ts';

type DiagramModule = typeof import('./render-diagram.ts');

let diagramModule: Promise<DiagramModule> | null = null;

function loadDiagramRenderer(): Promise<DiagramModule> {
  diagramModule ??= import('./render-diagram.ts');
  return diagramModule;
}

type DiagramState = { source: string; svg: string } | { source: string; failed: true };

interface MermaidDiagramProps {
  source: string;
  /** A diagram still being streamed is shown as code; it is drawn once, when complete. */
  complete: boolean;
}

export function MermaidDiagram({ source, complete }: MermaidDiagramProps) {
  const intl = useIntl();
  const theme = useDocumentTheme();
  // Kept while a diagram is redrawn in a new theme, so it does not flash back to its source.
  const [state, setState] = useState<DiagramState | null>(null);

  useEffect(() => {
    if (!complete) return;
    let cancelled = false;
    loadDiagramRenderer()
      .then((module) => module.renderDiagram(source, theme))
      .then(
        (svg) => {
          if (!cancelled) setState({ source, svg });
        },
        () => {
          if (!cancelled) setState({ source, failed: true });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [source, complete, theme]);

  const current = state?.source === source ? state : null;
  if (current && 'svg' in current) {
    return (
      <figure
        className="markdown-diagram"
        role="img"
        aria-label={intl.formatMessage(markdownMessages.diagramLabel)}
        dangerouslySetInnerHTML={{ __html: current.svg }}
      />
    );
  }
  return (
    <div className="markdown-diagram markdown-diagram--source">
      {current ? (
        <p className="markdown-diagram__error">{intl.formatMessage(markdownMessages.diagramFailed)}</p>
      ) : null}
      <CodeBlock language="mermaid" code={source} complete={false} />
    </div>
  );
}
