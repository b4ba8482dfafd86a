import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appShellChunkGroups } from './build/app-shell-chunks.ts';
import { readBuildVersion } from './build/build-version.ts';
import { englishInCode } from './build/english-in-code.ts';
import { messageParserAlias } from './build/message-parser-alias.ts';
import { precompress } from './build/precompress.ts';
import { serviceWorkerPrecache } from './build/service-worker-precache.ts';

export default defineConfig({
  plugins: [react(), englishInCode(), serviceWorkerPrecache(), precompress()],
  // The running build's version, compared with GET /api/version's answer (features/notices).
  define: { __CONFAB_BUILD_SHA__: JSON.stringify(readBuildVersion()) },
  resolve: {
    alias: [messageParserAlias],
  },
  // Module workers with chunks: the document reader loads PDF.js and mammoth only for the files
  // that need them (the default 'iife' inlines every dynamic import into one 2 MB worker file).
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the app supports has modulepreload; the polyfill was one more request at start.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        main: 'index.html',
        // Mermaid's page, run in a sandboxed frame so diagrams are drawn off the chat's thread.
        mermaidFrame: 'mermaid-frame.html',
        // HTTP plugins' Handlebars result templates, compiled where eval is allowed and harmless.
        handlebarsFrame: 'handlebars-frame.html',
        sw: 'src/sw/service-worker.ts',
        // The shared chat page's diagram script, served at a fixed path the page's policy names.
        shareDiagrams: 'src/features/sharing/page-script/share-page-diagrams.ts',
      },
      output: {
        codeSplitting: { groups: appShellChunkGroups() },
        // The service worker must keep a stable name at the root so its scope covers the whole app;
        // the share page's script one the server can name in the page and its policy.
        entryFileNames: (chunk) =>
          chunk.name === 'sw'
            ? 'sw.js'
            : chunk.name === 'shareDiagrams'
              ? 'share-diagrams.js'
              : 'assets/[name]-[hash].js',
      },
    },
  },
});
