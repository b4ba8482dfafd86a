import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesNamedIn } from './precompress.ts';

describe('precompress', () => {
  it('finds the files the page asks for at start, which get the best compression', () => {
    const html = [
      '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />',
      '<script src="/theme-boot.js"></script>',
      '<script type="module" crossorigin src="/assets/main-a1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/app-shell-b2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/app-shell-c3.css">',
      '<a href="https://example.com/x.js">',
    ].join('\n');
    expect([...filesNamedIn(html, '/out')].sort()).toEqual(
      [
        'assets/app-shell-b2.js',
        'assets/app-shell-c3.css',
        'assets/main-a1.js',
        'config.json',
        'theme-boot.js',
      ]
        .map((file) => path.join('/out', file))
        .sort(),
    );
  });
});
