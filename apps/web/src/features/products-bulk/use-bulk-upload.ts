import { useEffect, useMemo, useRef, useState } from 'react';
import {
  BULK_LIMITS,
  BULK_MESSAGES as M,
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
import { useProducts } from '../../api/products.ts';
import type { BulkUploadResult } from '../../api/products-bulk.ts';
import { createMissingCategories } from './lib/create-missing-categories.ts';
import { bulkRowsToCsv, parseBulkCsvText } from './lib/parse-csv.ts';
import { hasErrors, pendingStore, revalidate, toPendingRows, type PendingRow } from './lib/pending-rows.ts';
import { detailOf, useBulkSave } from './use-bulk-save.ts';

export type FileProblem =
  | { kind: 'headers'; message: string; expected: string[]; uploaded: string[] }
  | { kind: 'format' | 'empty' | 'generic'; message: string };

export type BulkStep = 0 | 1 | 2;

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
  restored: ReturnType<typeof pendingStore.load>,
  ctx: BulkValidationContext,
): PendingRow[] {
  if (!restored) return [];
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
 * The whole bulk CSV flow of spec 000 section 4 without any screen: the file, the pending rows (kept in
 * session storage until saved or reset, so a reload on the confirm step loses nothing), edits, removal
 * with undo, the save with its progress, and the staff's 'Create Categories'.
 */
export function useBulkUpload(mode: BulkMode, staff: boolean) {
  const categories = useCategories();
  const catalogue = useProducts(mode === 'edit');
  const ctx = useMemo(
    () => makeContext(mode, categories.data ?? [], catalogue.data),
    [mode, categories.data, catalogue.data],
  );
  const restored = useRef(pendingStore.load(mode));
  const [rows, setRows] = useState<PendingRow[]>(() => restoredRows(restored.current, ctx));
  const [step, setStep] = useState<BulkStep>(restored.current ? 1 : 0);
  const [fileName, setFileName] = useState<string | null>(restored.current?.fileName ?? null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [removed, setRemoved] = useState<PendingRow[]>([]);
  const [result, setResult] = useState<{ count: number; data: BulkUploadResult | null } | null>(null);
  const saver = useBulkSave(mode, {
    onSaved: (count, data) => {
      setResult({ count, data });
      if (data) setRemoved([]);
      setStep(2);
    },
    onRowErrors: (byLine) =>
      setRows((current) => current.map((r) => ({ ...r, serverErrors: byLine.get(r.line) ?? {} }))),
    onFailed: (message) => {
      setProblem({ kind: 'generic', message });
      setStep(0);
    },
  });

  const ready = !!categories.data && (mode === 'add' || !!catalogue.data);

  // Rows read before the categories (or, in edit mode, the catalogue) arrived, or checked against an
  // older tree, are checked again whenever what they are checked against changes.
  const checkedWith = useRef(ctx);
  useEffect(() => {
    if (checkedWith.current === ctx) return;
    checkedWith.current = ctx;
    setRows((current) => (current.length ? revalidate(current, ctx) : current));
  }, [ctx]);

  // The confirm step survives a reload until the rows are saved or reset.
  useEffect(() => {
    if (step === 1 && rows.length) pendingStore.save(mode, fileName, rows);
    else if (step !== 1) pendingStore.clear(mode);
  }, [mode, step, rows, fileName]);

  const errorCount = rows.filter(hasErrors).length;
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
    setRows([]);
    setRemoved([]);
    setProblem(null);
    setFileName(null);
    setResult(null);
    setStep(0);
    pendingStore.clear(mode);
  }

  async function readFile(file: File) {
    setFileName(file.name);
    setProblem(null);
    setRemoved([]);
    const parsed = parseBulkCsvText(await file.text(), mode);
    if (!parsed.ok) {
      setRows([]);
      setProblem(parsed);
      if (parsed.kind === 'empty') notifyError(M.zeroProducts, BULK_LIMITS.noticeMs);
      return;
    }
    const pending = toPendingRows(parsed.rows, parsed.lines, ctx);
    setRows(pending);
    setStep(1);
    if (pending.some(hasErrors)) notifyError(M.productsInvalid, BULK_LIMITS.noticeMs);
    else notifySuccess(M.productsValid, BULK_LIMITS.noticeMs);
  }

  /** Replaces a row's values and says whether the row is now correct. */
  function updateRow(line: number, row: BulkCsvRow) {
    const next = revalidate(
      rows.map((r) => (r.line === line ? { ...r, row, serverErrors: {} } : r)),
      ctx,
    );
    setRows(next);
    const edited = next.find((r) => r.line === line);
    if (edited && hasErrors(edited)) notifyError(M.updatedBad, BULK_LIMITS.noticeMs);
    else notifySuccess(M.updatedOk, BULK_LIMITS.noticeMs);
  }

  /** Ignoring or deleting a row removes it ('Product deleted'); the last removals can be undone. */
  function removeRow(line: number) {
    const gone = rows.find((r) => r.line === line);
    if (!gone) return;
    setRemoved([...removed, gone]);
    setRows(
      revalidate(
        rows.filter((r) => r.line !== line),
        ctx,
      ),
    );
    notifyInfo(M.deleted, BULK_LIMITS.noticeMs);
  }

  function undoRemove() {
    const last = removed[removed.length - 1];
    if (!last) return;
    setRemoved(removed.slice(0, -1));
    setRows((current) =>
      revalidate(
        [...current, last].sort((a, b) => a.line - b.line),
        ctx,
      ),
    );
  }

  async function createCategories(toCreate: MissingCategory[]) {
    try {
      await createMissingCategories(toCreate, ctx.categories);
      const fresh = await categories.refetch();
      const next = makeContext(mode, fresh.data ?? [], catalogue.data);
      setRows((current) => revalidate(current, next));
      notifySuccess(`Created ${toCreate.length} categor${toCreate.length === 1 ? 'y' : 'ies'}`);
    } catch (error) {
      notifyError(M.generic(detailOf(error)), BULK_LIMITS.longNoticeMs);
    }
  }

  const loadError = loadErrorOf(categories.isError, mode === 'edit' && catalogue.isError);

  return {
    mode,
    step,
    setStep,
    ready,
    loadError,
    catalogueLoading: mode === 'edit' && catalogue.isPending,
    fileName,
    problem,
    rows,
    errorCount,
    missing,
    removed: removed.length,
    saving: saver.saving,
    progress: saver.progress,
    progressOpen: saver.progressOpen,
    sentCount: saver.sentCount,
    result,
    readFile,
    downloadTemplate,
    downloadProducts: () => downloadProducts(catalogue.data, categories.data),
    updateRow,
    removeRow,
    undoRemove,
    save: () => saver.save(rows),
    reset,
    createCategoriesBlocker: () => createCategoriesBlocker(rows),
    createCategories,
  };
}

export type BulkUpload = ReturnType<typeof useBulkUpload>;
