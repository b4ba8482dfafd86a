import type {
  ImportMode,
  ImportProblem,
  ImportStage,
  ImportSummary,
  ImportWorkerResponse,
  ItemCounts,
} from './import-protocol.ts';

/** The dialog's steps (agents spec §4 "Data import"), driven by the worker's answers. */
export type ImportFlowState =
  | { step: 'pick' }
  | { step: 'working'; stage: ImportStage; fraction: number; cancelling: boolean }
  | { step: 'nothing'; summary: ImportSummary }
  | { step: 'confirm'; summary: ImportSummary }
  | { step: 'choose-mode'; summary: ImportSummary; accepted: readonly number[] }
  | { step: 'done'; counts: ItemCounts }
  | { step: 'cancelled' }
  | { step: 'problem'; problem: ImportProblem };

export type ImportFlowEvent =
  | { type: 'files-chosen' }
  | { type: 'worker'; response: ImportWorkerResponse }
  | { type: 'confirmed'; accepted: readonly number[] }
  | { type: 'mode-chosen'; mode: ImportMode }
  | { type: 'cancel-asked' }
  | { type: 'worker-crashed' }
  | { type: 'restarted' };

export const initialImportFlow: ImportFlowState = { step: 'pick' };

/** Whether the store already holds any incoming id: only then is "replace or clone" asked. */
export function hasExistingItems(summary: ImportSummary): boolean {
  return Object.values(summary.existing).some((count) => count > 0);
}

const working = (stage: ImportStage): ImportFlowState => ({
  step: 'working',
  stage,
  fraction: 0,
  cancelling: false,
});

function fromWorker(state: ImportFlowState, response: ImportWorkerResponse): ImportFlowState {
  switch (response.type) {
    case 'progress':
      // A late progress report never takes the dialog back from a step the person already sees.
      return state.step === 'working'
        ? { ...state, stage: response.stage, fraction: response.fraction }
        : state;
    case 'summary':
      return response.summary.empty
        ? { step: 'nothing', summary: response.summary }
        : { step: 'confirm', summary: response.summary };
    case 'written':
      return { step: 'done', counts: response.counts };
    case 'cancelled':
      return { step: 'cancelled' };
    case 'problem':
      return { step: 'problem', problem: response.problem };
  }
}

export function importFlowReducer(state: ImportFlowState, event: ImportFlowEvent): ImportFlowState {
  switch (event.type) {
    case 'files-chosen':
      return state.step === 'pick' || state.step === 'problem' ? working('reading') : state;
    case 'worker':
      return fromWorker(state, event.response);
    case 'confirmed':
      if (state.step !== 'confirm') return state;
      return hasExistingItems(state.summary)
        ? { step: 'choose-mode', summary: state.summary, accepted: event.accepted }
        : working('writing');
    case 'mode-chosen':
      return state.step === 'choose-mode' ? working('writing') : state;
    case 'cancel-asked':
      return state.step === 'working' ? { ...state, cancelling: true } : { step: 'cancelled' };
    case 'worker-crashed':
      return { step: 'problem', problem: { kind: 'failed' } };
    case 'restarted':
      return state.step === 'working' ? state : initialImportFlow;
  }
}
