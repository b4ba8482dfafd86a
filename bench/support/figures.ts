import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  budget?: number;
}

export const resultsDirectory = path.resolve(import.meta.dirname, '../results');

export function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 0 ? ((sorted[middle - 1] ?? 0) + upper) / 2 : upper;
}

/** Writes one scenario's figures as JSON and prints them as a table. */
export async function reportFigures(
  scenario: string,
  figures: Figure[],
  details: Record<string, unknown> = {},
) {
  await mkdir(resultsDirectory, { recursive: true });
  const file = path.join(resultsDirectory, `${scenario}.json`);
  const document = {
    scenario,
    measuredAt: new Date().toISOString(),
    node: process.version,
    figures,
    details,
  };
  await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`\n${scenario} (written to ${path.relative(process.cwd(), file)})`);
  console.table(
    figures.map((figure) => ({
      figure: figure.name,
      value: Number(figure.value.toFixed(2)),
      unit: figure.unit,
      budget: figure.budget ?? '',
      withinBudget: figure.budget === undefined ? '' : figure.value <= figure.budget ? 'yes' : 'NO',
    })),
  );
}
