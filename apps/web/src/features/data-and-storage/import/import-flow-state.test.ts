import { describe, expect, it } from 'vitest';
import { importFlowReducer, initialImportFlow, type ImportFlowState } from './import-flow-state.ts';
import type { ImportSummary } from './import-protocol.ts';

const noneExisting = {
  chats: 0,
  folders: 0,
  prompts: 0,
  agents: 0,
  plugins: 0,
  profiles: 0,
  customModels: 0,
  knowledgeCollections: 0,
  files: 0,
};

function summary(overrides: Partial<ImportSummary> = {}): ImportSummary {
  return {
    format: 'confab',
    counts: { ...noneExisting, messages: 0, settings: 0, attachments: 0, chats: 1 },
    failures: [],
    failureCount: 0,
    ignoredKeys: [],
    confirmations: [],
    existing: noneExisting,
    empty: false,
    ...overrides,
  };
}

const run = (events: Parameters<typeof importFlowReducer>[1][], from: ImportFlowState = initialImportFlow) =>
  events.reduce(importFlowReducer, from);

describe('importFlowReducer', () => {
  it('goes pick → working → confirm → working → done when nothing exists yet', () => {
    const confirming = run([
      { type: 'files-chosen' },
      { type: 'worker', response: { type: 'summary', summary: summary() } },
    ]);
    expect(confirming.step).toBe('confirm');
    const writing = run([{ type: 'confirmed', accepted: [] }], confirming);
    expect(writing).toEqual({ step: 'working', stage: 'writing', fraction: 0, cancelling: false });
    const counts = summary().counts;
    expect(run([{ type: 'worker', response: { type: 'written', counts } }], writing)).toEqual({
      step: 'done',
      counts,
    });
  });

  it('asks replace or clone only when ids exist, keeping the accepted confirmations', () => {
    const existing = summary({ existing: { ...noneExisting, chats: 2 } });
    const state = run([
      { type: 'files-chosen' },
      { type: 'worker', response: { type: 'summary', summary: existing } },
      { type: 'confirmed', accepted: [1] },
    ]);
    expect(state).toEqual({ step: 'choose-mode', summary: existing, accepted: [1] });
    expect(run([{ type: 'mode-chosen', mode: 'clone' }], state).step).toBe('working');
  });

  it('says so when nothing is importable', () => {
    const empty = summary({ empty: true });
    expect(
      run([{ type: 'files-chosen' }, { type: 'worker', response: { type: 'summary', summary: empty } }]),
    ).toEqual({
      step: 'nothing',
      summary: empty,
    });
  });

  it('marks a cancel while working and ends on the worker’s answer; late progress is ignored', () => {
    const cancelling = run([
      { type: 'files-chosen' },
      { type: 'worker', response: { type: 'progress', stage: 'converting', fraction: 0.5 } },
      { type: 'cancel-asked' },
    ]);
    expect(cancelling).toEqual({ step: 'working', stage: 'converting', fraction: 0.5, cancelling: true });
    const cancelled = run([{ type: 'worker', response: { type: 'cancelled' } }], cancelling);
    expect(cancelled).toEqual({ step: 'cancelled' });
    expect(
      run([{ type: 'worker', response: { type: 'progress', stage: 'writing', fraction: 1 } }], cancelled),
    ).toBe(cancelled);
  });

  it('shows a problem, and goes back to the picker on restart', () => {
    const problem = run([
      { type: 'files-chosen' },
      {
        type: 'worker',
        response: { type: 'problem', problem: { kind: 'unknown-format', fileName: 'a.json' } },
      },
    ]);
    expect(problem.step).toBe('problem');
    expect(run([{ type: 'restarted' }], problem)).toEqual({ step: 'pick' });
    expect(run([{ type: 'worker-crashed' }])).toEqual({ step: 'problem', problem: { kind: 'failed' } });
  });
});
