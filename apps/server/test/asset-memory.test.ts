import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAssetMemory } from '../src/static/asset-memory.ts';
import { createTemporaryDirectory, type TemporaryDirectory } from './helpers/temporary-directory.ts';

describe('asset memory', () => {
  let root: TemporaryDirectory;

  beforeEach(() => {
    root = createTemporaryDirectory('asset-memory');
    mkdirSync(path.join(root.path, 'assets'));
    writeFileSync(path.join(root.path, 'assets/small-1.js'), 'x'.repeat(10));
    writeFileSync(path.join(root.path, 'assets/large-1.js'), 'x'.repeat(100));
    writeFileSync(path.join(root.path, 'index.html'), '<!doctype html>');
  });

  afterEach(() => {
    root.remove();
  });

  it('keeps only hashed assets: no other files, folders, dot files or paths leaving the folder', async () => {
    const memory = createAssetMemory(root.path);
    for (const relativePath of [
      'index.html',
      'assets/../index.html',
      'assets/.hidden',
      'assets/a/b.js',
      'x/assets/small-1.js',
    ]) {
      expect(await memory.get(relativePath, undefined)).toBeUndefined();
    }
    expect((await memory.get('assets/small-1.js', undefined))?.body.byteLength).toBe(10);
  });

  it('leaves files over the size limits to the disk, and a missing file too', async () => {
    const memory = createAssetMemory(root.path, { maxFileBytes: 50, maxTotalBytes: 15 });
    expect(await memory.get('assets/large-1.js', undefined)).toBeUndefined();
    expect(await memory.get('assets/small-1.js', undefined)).toBeDefined();
    writeFileSync(path.join(root.path, 'assets/second-1.js'), 'y'.repeat(10));
    // Over the total once the first is kept.
    expect(await memory.get('assets/second-1.js', undefined)).toBeUndefined();
    expect(await memory.get('assets/missing-1.js', undefined)).toBeUndefined();
    rmSync(path.join(root.path, 'assets/small-1.js'));
    expect((await memory.get('assets/small-1.js', undefined))?.body.byteLength).toBe(10);
  });

  it('does not remember names that are missing, and serves one once it exists', async () => {
    const memory = createAssetMemory(root.path);
    expect(await memory.get('assets/later-1.js', undefined)).toBeUndefined();
    writeFileSync(path.join(root.path, 'assets/later-1.js'), 'z'.repeat(5));
    expect((await memory.get('assets/later-1.js', undefined))?.body.byteLength).toBe(5);
  });

  it('reads a file once for requests that arrive together', async () => {
    const memory = createAssetMemory(root.path);
    const [first, second] = await Promise.all([
      memory.get('assets/small-1.js', 'gzip'),
      memory.get('assets/small-1.js', 'gzip'),
    ]);
    expect(first).toBe(second);
  });
});
