import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { markdownMessages } from '../markdown-messages.ts';
import { artifactFrameUrl, artifactRenderMessage, isArtifactReadyMessage } from './artifact-messages.ts';

/**
 * Runs an artifact in `sandbox="allow-scripts"` and never `allow-same-origin`: its origin is opaque,
 * so it cannot read the app's IndexedDB, localStorage, cookies or keys, cannot reach the parent's
 * DOM and cannot navigate the top page. The document arrives by postMessage once the frame says it
 * is ready; the frame writes it with document.open/write/close.
 */
export function ArtifactFrame({ html }: { html: string }) {
  const intl = useIntl();
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    let delivered = false;
    function onMessage(event: MessageEvent) {
      const frameWindow = frameRef.current?.contentWindow;
      // Only our own frame may ask; any other window (another artifact, an extension) is ignored.
      if (!frameWindow || event.source !== frameWindow || delivered) return;
      if (!isArtifactReadyMessage(event.data)) return;
      delivered = true;
      // '*' because an opaque origin cannot be named; the target window is our own frame.
      frameWindow.postMessage(artifactRenderMessage(html), '*');
    }
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [html]);

  return (
    <iframe
      // A new frame per document: the frame accepts one render and then is the artifact itself.
      key={html}
      ref={frameRef}
      className="markdown-artifact__frame"
      title={intl.formatMessage(markdownMessages.artifactFrameTitle)}
      src={artifactFrameUrl}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
    />
  );
}
