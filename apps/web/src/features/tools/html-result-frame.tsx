import { useEffect, useState } from 'react';

type MarkdownModule = typeof import('../markdown/index.ts');

let loading: Promise<MarkdownModule> | undefined;

/**
 * A `render_html` result in the artifact frame (`sandbox="allow-scripts"`, opaque origin, no
 * network), never in the page. The frame comes with the markdown renderer, loaded on demand so the
 * app shell does not grow; until it arrives the HTML shows as plain text.
 */
export function HtmlResultFrame({ html }: { html: string }) {
  const [module, setModule] = useState<MarkdownModule>();
  useEffect(() => {
    let cancelled = false;
    loading ??= import('../markdown/index.ts');
    void loading.then((loaded) => {
      if (!cancelled) setModule(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!module) return <pre className="tool-step__text">{html}</pre>;
  const { ArtifactFrame } = module;
  return <ArtifactFrame html={html} />;
}
