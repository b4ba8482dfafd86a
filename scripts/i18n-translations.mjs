// Compiles the translated catalogues and lists what they lack (docs/i18n.md).
//   node scripts/i18n-translations.mjs compile   writes apps/web/src/i18n/compiled/<locale>.json
//   node scripts/i18n-translations.mjs missing   prints, per language, the English ids not yet translated
// A message not yet translated is compiled from its English text, so a new id never shows as a
// raw id in the app (the app ships without the ICU parser); the vitest check still fails on it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const i18nFolder = 'apps/web/src/i18n';
const translatedLocales = ['de', 'fr'];
const formatjs = path.resolve('node_modules/.bin/formatjs');

const readCatalogue = (locale) =>
  JSON.parse(readFileSync(path.join(i18nFolder, 'catalogue', `${locale}.json`), 'utf8'));

const english = readCatalogue('en');
const command = process.argv[2];

if (command === 'missing') {
  let missingCount = 0;
  for (const locale of translatedLocales) {
    const translated = readCatalogue(locale);
    const missing = Object.keys(english).filter((id) => !Object.hasOwn(translated, id));
    const stale = Object.keys(translated).filter((id) => !Object.hasOwn(english, id));
    missingCount += missing.length;
    console.log(`${locale}: ${missing.length} missing, ${stale.length} no longer used`);
    for (const id of missing) console.log(`  + ${id}: ${JSON.stringify(english[id])}`);
    for (const id of stale) console.log(`  - ${id}`);
  }
  process.exitCode = missingCount > 0 ? 1 : 0;
} else if (command === 'compile') {
  const workDirectory = mkdtempSync(path.join(tmpdir(), 'confab-i18n-'));
  for (const locale of translatedLocales) {
    const translated = readCatalogue(locale);
    const merged = Object.fromEntries(
      Object.keys(english).map((id) => [id, Object.hasOwn(translated, id) ? translated[id] : english[id]]),
    );
    const mergedFile = path.join(workDirectory, `${locale}.json`);
    writeFileSync(mergedFile, JSON.stringify(merged, null, 2));
    execFileSync(
      formatjs,
      [
        'compile',
        mergedFile,
        '--format',
        'simple',
        '--ast',
        '--out-file',
        path.join(i18nFolder, 'compiled', `${locale}.json`),
      ],
      { stdio: 'inherit' },
    );
  }
} else {
  console.error('usage: node scripts/i18n-translations.mjs compile|missing');
  process.exitCode = 2;
}
