import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  BULK_LIMITS,
  BULK_MESSAGES as M,
  catalogueLimitProblem,
  indexCategories,
  missingCategories,
  productToBulkRow,
  type BulkCsvRow,
  type BulkMode,
  type BulkValidationContext,
  type Category,
  type MissingCategory,
  type Product,
} from '@portal/domain';
import { saveFile } from '../../lib/download.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify.ts';
import { useCategories } from '../../api/categories.ts';
import { productsQuery, useProducts } from '../../api/products.ts';
import { bulkReducer, initialBulkState, type BulkStep } from './lib/bulk-flow.ts';
import { createMissingCategories } from './lib/create-missing-categories.ts';
import { bulkRowsToCsv } from './lib/parse-csv.ts';
import { hasErrors, pendingStore, toPendingRows, type PendingRow } from './lib/pending-rows.ts';
import type { FileProblem } from './lib/bulk-flow.ts';
import { readPending } from './lib/read-pending.ts';
import { detailOf, useBulkSave } from './use-bulk-save.ts';

export type { BulkStep } from './lib/bulk-flow.ts';

function makeContext(
  mode: BulkMode,
  categories: Category[],
  catalogue: Product[] | undefined,
): BulkValidationContext {
  return {
    mode,
    categories: indexCategories(categories),
    categoriesById: new Map(categories.map((c) => [c.id, c])),
    current: mode === 'edit' ? new Map((catalogue ?? []).map((p) => [p.id, p])) : undefined,
  };
}

/** The rows of the confirm step a reload left, checked again. */
function restoredRows(
  restored: NonNullable<ReturnType<typeof pendingStore.load>>,
  ctx: BulkValidationContext,
): PendingRow[] {
  return toPendingRows(
    restored.rows.map((r) => r.row),
    restored.rows.map((r) => r.line),
    ctx,
    restored.rows.map((r) => r.serverErrors ?? {}),
  );
}

/** What stops the flow before it starts: the categories, or (to edit) the catalogue, could not be read. */
const loadErrorOf = (categoriesFailed: boolean, catalogueFailed: boolean) =>
  categoriesFailed ? M.couldNotFetchCategories : catalogueFailed ? M.couldNotDownload : null;

/** How many products the catalogue holds, from the list's cache or the API; null when it cannot be read. */
async function catalogueSize(client: QueryClient): Promise<number | null> {
  const cached = client.getQueryData(productsQuery().queryKey);
  if (cached) return cached.length;
  // Offline, the query would wait for the network (TanStack Query pauses it), and the file's preview with
  // it: a file chosen offline never showed. The size is then unknown (the API still checks on save).
  if (!onlineManager.isOnline()) return null;
  try {
    // Asked even if the network goes meanwhile: the fetch then fails rather than waits.
    return (await client.fetchQuery({ ...productsQuery(), networkMode: 'always' })).length;
  } catch {
    return null;
  }
}

/**
 * The catalogue limit (packages/domain, the API's own rule), said when the file is read rather than after
 * the upload: the refusal names the limit. Unknown when the catalogue could not be read (the API still checks).
 */
function catalogueProblemOf(existing: number | null, adding: number): FileProblem | null {
  const message = existing === null ? null : catalogueLimitProblem(existing, adding);
  return message ? { kind: 'tooMany', message } : null;
}

/** The empty add template. */
function downloadTemplate() {
  saveFile(
    new Blob([bulkRowsToCsv([], 'add')], { type: 'text/csv;charset=utf-8' }),
    'add-products-template.csv',
  );
}

/** The catalogue as the edit CSV, or the failure notice while it (or the categories) is not there. */
function downloadProducts(catalogue: Product[] | undefined, categories: Category[] | undefined) {
  if (!catalogue || !categories) {
    notifyError(M.downloadFailed, BULK_LIMITS.longNoticeMs);
    return;
  }
  const byId = new Map(categories.map((c) => [c.id, c]));
  const csv = bulkRowsToCsv(
    catalogue.map((p) => productToBulkRow(p, byId)),
    'edit',
  );
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'products.csv');
}

/** Null when the categories may be created; otherwise the message that blocks it. */
function createCategoriesBlocker(rows: PendingRow[]): string | null {
  const blocking = rows.some((r) => {
    const e = r.result.errors.categoryOne;
    return e !== undefined && e !== M.categoryUnknown;
  });
  return blocking ? M.correctCategoryOne : null;
}

/**
 * The confirm step survives a reload (or a visit to another page) until the rows are saved or reset: the
 * rows are written to session storage when the page is hidden or left, not at each change. Writing 10,000
 * rows (about 3 MB) at every read, edit and removal held the page for seconds.
 */
function useKeepPending(mode: BulkMode, step: BulkStep, rows: PendingRow[], fileName: string | null) {
  const latest = useRef({ mode, step, rows, fileName });
  latest.current = { mode, step, rows, fileName };
  useEffect(() => {
    if (step !== 1) pendingStore.clear(mode);
  }, [mode, step]);
  useEffect(() => {
    const keep = () => {
      const now = latest.current;
      if (now.step === 1 && now.rows.length) pendingStore.save(now.mode, now.fileName, now.rows);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', onHidden);
      keep();
    };
  }, []);
}

/**
 * The whole bulk CSV flow of spec 000 section 4 without any screen: one state (lib/bulk-flow.ts) for the
 * file, the pending rows (kept in session storage until saved or reset, so a reload on the confirm step
 * loses nothing), edits, removal with undo, the save with its progress, and the staff's 'Create Categories'.
 */
export function useBulkUpload(mode: BulkMode, staff: boolean) {
  const client = useQueryClient();
  const categories = useCategories();
  const catalogue = useProducts(mode === 'edit');
  const ctx = useMemo(
    () => makeContext(mode, categories.data ?? [], catalogue.data),
    [mode, categories.data, catalogue.data],
  );
  const [state, dispatch] = useReducer(bulkReducer, null, () => {
    const restored = pendingStore.load(mode);
    return initialBulkState(restored && { fileName: restored.fileName, rows: restoredRows(restored, ctx) });
  });
  const { step, rows, fileName, save } = state;
  const send = useBulkSave(mode, save, dispatch);

  const ready = !!categories.data && (mode === 'add' || !!catalogue.data);

  // Rows read before the categories (or, in edit mode, the catalogue) arrived, or checked against an
  // older tree, are checked again whenever what they are checked against changes.
  const checkedWith = useRef(ctx);
  useEffect(() => {
    if (checkedWith.current === ctx) return;
    checkedWith.current = ctx;
    dispatch({ type: 'recheck', ctx });
  }, [ctx]);

  useKeepPending(mode, step, rows, fileName);

  const errorCount = useMemo(() => rows.filter(hasErrors).length, [rows]);
  const missing = useMemo<MissingCategory[]>(
    () =>
      step === 1 && staff
        ? missingCategories(
            rows.map((r) => [r.row.categoryOne, r.row.categoryTwo, r.row.categoryThree]),
            ctx.categories,
          )
        : [],
    [rows, ctx, staff, step],
  );

  function reset() {
    dispatch({ type: 'reset' });
    pendingStore.clear(mode);
  }

  function refuseFile(fileName: string, problem: FileProblem) {
    dispatch({ type: 'fileRefused', fileName, problem });
    if (problem.kind === 'empty') notifyError(M.zeroProducts, BULK_LIMITS.noticeMs);
  }

  async function readFile(file: File) {
    // The catalogue's size (to add) is asked for while the file is read; it is usually in the cache already.
    const existing = mode === 'add' ? catalogueSize(client) : Promise.resolve(null);
    const read = await readPending({ file, mode, ctx });
    if (!read.ok) return refuseFile(file.name, read.problem);
    const overflow = catalogueProblemOf(await existing, read.rows.length);
    if (overflow) return refuseFile(file.name, overflow);
    const pending = read.rows;
    dispatch({ type: 'fileRead', fileName: file.name, rows: pending });
    if (pending.some(hasErrors)) notifyError(M.productsInvalid, BULK_LIMITS.noticeMs);
    else notifySuccess(M.productsValid, BULK_LIMITS.noticeMs);
  }

  /** Replaces a row's values and says whether the row is now correct. */
  function updateRow(line: number, row: BulkCsvRow) {
    const action = { type: 'edit', line, row, ctx } as const;
    const edited = bulkReducer(state, action).rows.find((r) => r.line === line);
    dispatch(action);
    if (edited && hasErrors(edited)) notifyError(M.updatedBad, BULK_LIMITS.noticeMs);
    else notifySuccess(M.updatedOk, BULK_LIMITS.noticeMs);
  }

  /**
   * Ignoring or deleting a row removes it ('Product deleted'); the last removals can be undone. One function
   * for the page's life, so the table (memo) does not draw its rows again for a render of the page alone.
   */
  const current = useRef({ rows, ctx });
  current.current = { rows, ctx };
  const removeRow = useCallback((line: number) => {
    if (!current.current.rows.some((r) => r.line === line)) return;
    dispatch({ type: 'remove', line, ctx: current.current.ctx });
    notifyInfo(M.deleted, BULK_LIMITS.noticeMs);
  }, []);

  async function createCategories(toCreate: MissingCategory[]) {
    try {
      await createMissingCategories(toCreate, ctx.categories);
      const fresh = await categories.refetch();
      dispatch({ type: 'recheck', ctx: makeContext(mode, fresh.data ?? [], catalogue.data) });
      notifySuccess(`Created ${toCreate.length} categor${toCreate.length === 1 ? 'y' : 'ies'}`);
    } catch (error) {
      notifyError(M.generic(detailOf(error)), BULK_LIMITS.longNoticeMs);
    }
  }

  const loadError = loadErrorOf(categories.isError, mode === 'edit' && catalogue.isError);
  const setStep = useCallback((to: BulkStep) => dispatch({ type: 'goTo', step: to }), []);

  return {
    mode,
    step,
    setStep,
    ready,
    loadError,
    catalogueLoading: mode === 'edit' && catalogue.isPending,
    fileName,
    problem: state.problem,
    rows,
    errorCount,
    missing,
    removed: state.removed.length,
    saving: save.phase !== 'idle',
    progress: save.phase === 'idle' ? null : save.progress,
    progressOpen: save.phase !== 'idle',
    sentCount: save.phase === 'idle' ? 0 : save.count,
    result: state.result,
    readFile,
    downloadTemplate,
    downloadProducts: () => downloadProducts(catalogue.data, categories.data),
    updateRow,
    removeRow,
    undoRemove: () => dispatch({ type: 'undoRemove', ctx }),
    save: () => send(rows),
    reset,
    createCategoriesBlocker: () => createCategoriesBlocker(rows),
    createCategories,
  };
}

export type BulkUpload = ReturnType<typeof useBulkUpload>;
