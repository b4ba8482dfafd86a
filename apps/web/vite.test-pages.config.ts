import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { messageParserAlias } from './build/message-parser-alias.ts';

/**
 * Test pages (the markdown harness) are built apart from the app, into dist-test-pages, so the
 * production build never contains them: the harness renders a stream from any `?source=` URL.
 * e2e and the bench serve this build beside the app's (e2e/support/test-pages.ts). Their assets go
 * to their own folder so the two builds never overwrite each other's files when laid side by side.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: [messageParserAlias] },
  publicDir: false,
  // Module workers with chunks: the document reader loads PDF.js and mammoth only for the files
  // that need them (the default 'iife' inlines every dynamic import into one 2 MB worker file).
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: 'dist-test-pages',
    emptyOutDir: true,
    assetsDir: 'test-page-assets',
    rollupOptions: {
      input: {
        markdownHarness: 'markdown-harness.html',
        // Reads a file through the document-reader worker while measuring the page's long tasks.
        documentReaderHarness: 'document-reader-harness.html',
      },
      output: {
        // The chunk holding Mermaid's drawing code is named as in the app's build (where the diagram
        // frame shares it): tests tell from that request which document drew a diagram.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.endsWith('/mermaid/draw-mermaid.ts'))
            ? 'test-page-assets/draw-mermaid-[hash].js'
            : 'test-page-assets/[name]-[hash].js',
      },
    },
  },
});
