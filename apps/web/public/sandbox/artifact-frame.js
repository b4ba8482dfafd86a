// Runs inside <iframe sandbox="allow-scripts"> (never allow-same-origin), so this document has an
// opaque origin: it cannot read the app's storage, cookies or DOM. It waits for one message from
// the page that embeds it, then replaces itself with the artifact's document.
(function () {
  'use strict';

  function onMessage(event) {
    // Only the embedding page may send the artifact; origins are opaque here, so check the window.
    if (event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.type !== 'confab-artifact-render' || typeof data.html !== 'string') return;
    window.removeEventListener('message', onMessage);
    document.open();
    document.write(data.html);
    document.close();
  }

  window.addEventListener('message', onMessage);
  // '*': the parent's origin cannot be checked from an opaque origin, and this message says nothing.
  window.parent.postMessage({ type: 'confab-artifact-ready' }, '*');
})();
