// Issue #22: the knowledge base's retrieval engine (packages/core/src/knowledge) on its own, in Node
// and in Chromium: indexing 1,000 pages, a query over 100,000 chunks, replacing one file's chunks,
// and recall@k on the public-domain corpus. Needs no build and no server:
// `node --import tsx bench/knowledge.ts` runs it alone.
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Browser } from '@playwright/test';
import { evaluateLexicalRecall, type RetrievalCorpus } from '@confab/core/knowledge';
import { loadKnowledgeCorpus } from '../packages/test-kit/knowledge-corpus/load-knowledge-corpus.ts';
import { launchChromium } from '../e2e/support/chromium.ts';
import { percentile } from './support/page-observers.ts';
import { median, reportFigures, type Figure } from './support/figures.ts';
import { runKnowledgeWorkload, type KnowledgeWorkloadResult } from './knowledge-workload.ts';

const queryBudgetMs = 100;

/** The workload as one script that sets `window.knowledgeBench` on about:blank. */
async function bundleWorkload(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'knowledge-workload.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'knowledgeBench',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

async function runInChromium(browser: Browser, corpus: RetrievalCorpus): Promise<KnowledgeWorkloadResult> {
  const page = await browser.newPage();
  try {
    await page.goto('about:blank');
    await page.addScriptTag({ content: await bundleWorkload() });
    // A string, not a function: tsx's name-keeping helper does not exist in the page (docs/footguns.md).
    return await page.evaluate<KnowledgeWorkloadResult>(
      `window.knowledgeBench.runKnowledgeWorkload(${JSON.stringify(corpus)})`,
    );
  } finally {
    await page.close();
  }
}

function workloadFigures(where: string, result: KnowledgeWorkloadResult): Figure[] {
  return [
    { name: `${where}: index 1,000 pages (chunk, tokenise, add)`, value: result.pagesIndexMs, unit: 'ms' },
    { name: `${where}: build a 100,000-chunk index`, value: result.largeIndexBuildMs, unit: 'ms' },
    {
      name: `${where}: query over 100,000 chunks, median`,
      value: median(result.queryMs),
      unit: 'ms',
      budget: queryBudgetMs,
    },
    {
      name: `${where}: query over 100,000 chunks, p95`,
      value: percentile(result.queryMs, 0.95),
      unit: 'ms',
      budget: queryBudgetMs,
    },
    {
      name: `${where}: replace one file's 100 chunks, median`,
      value: median(result.replaceFileMs),
      unit: 'ms',
    },
  ];
}

export async function measureKnowledge(browser: Browser): Promise<void> {
  const loadAverage = loadavg()[0];
  const corpus = loadKnowledgeCorpus();
  const cpuBefore = process.cpuUsage();
  const node = runKnowledgeWorkload(corpus);
  const nodeCpuMs = process.cpuUsage(cpuBefore).user / 1_000;
  const chromium = await runInChromium(browser, corpus);
  const recall = [1, 3, 5].map((k) => evaluateLexicalRecall(corpus, { k }));
  await reportFigures(
    'knowledge',
    [
      ...workloadFigures('Node', node),
      ...workloadFigures('Chromium', chromium),
      ...recall.map((result) => ({
        name: `recall@${String(result.k)}, lexical, ${String(result.questionCount)} questions`,
        value: result.recall,
        unit: 'share',
      })),
    ],
    {
      // On a shared machine the wall-clock figures scale with the load: read them beside it.
      loadAverageAtStart: loadAverage,
      cpuCount: cpus().length,
      // CPU time of the whole Node workload (generating text, both indexes, the queries): the load-free cost.
      nodeWorkloadCpuMs: nodeCpuMs,
      pagesChunkCount: node.pagesChunkCount,
      largeIndexChunkCount: node.largeIndexChunkCount,
      queryCount: node.queryMs.length,
      corpusChunkCount: recall[0]?.chunkCount,
      missedAtFive: recall[2]?.misses.map((miss) => miss.question),
    },
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await launchChromium();
  try {
    await measureKnowledge(browser);
  } finally {
    await browser.close();
  }
}
