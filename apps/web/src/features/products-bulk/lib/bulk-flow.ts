import type { BulkCsvRow, BulkRowErrors, BulkValidationContext } from '@portal/domain';
import type { BulkUploadResult, UploadProgress } from '../../../api/products-bulk.ts';
import { revalidate, type PendingRow } from './pending-rows.ts';

export type FileProblem =
  | { kind: 'headers'; message: string; expected: string[]; uploaded: string[] }
  | { kind: 'format' | 'empty' | 'generic' | 'notText' | 'tooMany'; message: string };

export type BulkStep = 0 | 1 | 2;

/**
 * How a save ended. The progress dialog closes 1 s after completion (spec 000 section 4); a success applies
 * at the answer (the result screen is drawn under the closing dialog), a refusal when the dialog closes.
 */
export type SaveOutcome =
  | { kind: 'saved'; count: number; data: BulkUploadResult | null }
  | { kind: 'rowErrors'; byLine: Map<number, BulkRowErrors> }
  | { kind: 'failed'; message: string };

/** The save: idle, sending (the dialog shows its progress), or closing (done; the dialog shows it for 1 s). */
export type SaveState =
  | { phase: 'idle' }
  | { phase: 'sending'; count: number; progress: UploadProgress | null }
  | { phase: 'closing'; count: number; progress: UploadProgress | null; outcome: SaveOutcome };

/** The whole bulk CSV flow of spec 000 section 4 as one state. */
export type BulkState = {
  step: BulkStep;
  fileName: string | null;
  problem: FileProblem | null;
  rows: PendingRow[];
  /** Rows taken out (Ignore or Delete), last last: 'Undo delete' puts them back one at a time. */
  removed: PendingRow[];
  result: { count: number; data: BulkUploadResult | null } | null;
  save: SaveState;
};

export type BulkAction =
  | { type: 'reset' }
  | { type: 'goTo'; step: BulkStep }
  | { type: 'fileRefused'; fileName: string; problem: FileProblem }
  | { type: 'fileRead'; fileName: string; rows: PendingRow[] }
  /** What the rows are checked against changed (categories, catalogue). */
  | { type: 'recheck'; ctx: BulkValidationContext }
  | { type: 'edit'; line: number; row: BulkCsvRow; ctx: BulkValidationContext }
  | { type: 'remove'; line: number; ctx: BulkValidationContext }
  | { type: 'undoRemove'; ctx: BulkValidationContext }
  | { type: 'saveStarted'; count: number }
  | { type: 'progress'; progress: UploadProgress }
  | { type: 'saveEnded'; outcome: SaveOutcome }
  /** The progress dialog's pause is over: the outcome applies. */
  | { type: 'saveSettled' };

export const IDLE: SaveState = { phase: 'idle' };

export function initialBulkState(
  restored: { fileName: string | null; rows: PendingRow[] } | null,
): BulkState {
  return {
    step: restored?.rows.length ? 1 : 0,
    fileName: restored?.fileName ?? null,
    problem: null,
    rows: restored?.rows ?? [],
    removed: [],
    result: null,
    save: IDLE,
  };
}

function settle(state: BulkState, outcome: SaveOutcome): BulkState {
  const done = { ...state, save: IDLE };
  switch (outcome.kind) {
    case 'saved':
      return {
        ...done,
        step: 2,
        result: { count: outcome.count, data: outcome.data },
        removed: outcome.data ? [] : state.removed,
      };
    case 'rowErrors':
      return {
        ...done,
        rows: state.rows.map((r) => ({ ...r, serverErrors: outcome.byLine.get(r.line) ?? {} })),
      };
    case 'failed':
      return { ...done, step: 0, problem: { kind: 'generic', message: outcome.message } };
  }
}

/** One transition of the flow; pure, so every step is testable without a screen. */
export function bulkReducer(state: BulkState, action: BulkAction): BulkState {
  switch (action.type) {
    case 'reset':
      return initialBulkState(null);
    case 'goTo':
      return { ...state, step: action.step };
    case 'fileRefused':
      return { ...state, fileName: action.fileName, problem: action.problem, rows: [], removed: [] };
    case 'fileRead':
      return { ...state, fileName: action.fileName, problem: null, rows: action.rows, removed: [], step: 1 };
    case 'recheck':
      return state.rows.length ? { ...state, rows: revalidate(state.rows, action.ctx) } : state;
    case 'edit':
      return {
        ...state,
        rows: revalidate(
          state.rows.map((r) => (r.line === action.line ? { ...r, row: action.row, serverErrors: {} } : r)),
          action.ctx,
        ),
      };
    case 'remove': {
      const gone = state.rows.find((r) => r.line === action.line);
      if (!gone) return state;
      return {
        ...state,
        removed: [...state.removed, gone],
        rows: revalidate(
          state.rows.filter((r) => r.line !== action.line),
          action.ctx,
        ),
      };
    }
    case 'undoRemove': {
      const last = state.removed[state.removed.length - 1];
      if (!last) return state;
      return {
        ...state,
        removed: state.removed.slice(0, -1),
        rows: revalidate(
          [...state.rows, last].sort((a, b) => a.line - b.line),
          action.ctx,
        ),
      };
    }
    case 'saveStarted':
      return { ...state, save: { phase: 'sending', count: action.count, progress: null } };
    case 'progress':
      return state.save.phase === 'idle'
        ? state
        : { ...state, save: { ...state.save, progress: action.progress } };
    case 'saveEnded': {
      // Nothing was sent (edit mode, no changes): no dialog to wait for.
      if (state.save.phase === 'idle') return settle(state, action.outcome);
      const closing: SaveState = { ...state.save, phase: 'closing', outcome: action.outcome };
      // A success shows its result at once, under the dialog, which still closes 1 s after the answer;
      // a refusal (errors in the rows, or back to step 0 with a notice) waits for the dialog to close.
      if (action.outcome.kind === 'saved') return { ...settle(state, action.outcome), save: closing };
      return { ...state, save: closing };
    }
    case 'saveSettled':
      // Settling a success again changes nothing (settle's 'saved' case is idempotent).
      return state.save.phase === 'closing' ? settle(state, state.save.outcome) : state;
  }
}
