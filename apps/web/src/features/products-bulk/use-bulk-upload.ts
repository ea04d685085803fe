import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  BULK_LIMITS,
  BULK_MESSAGES as M,
  bulkParamToField,
  indexCategories,
  missingCategories,
  productToBulkRow,
  type BulkCsvRow,
  type BulkMode,
  type BulkRowErrors,
  type BulkUploadErrorBody,
  type BulkValidationContext,
  type Category,
  type MissingCategory,
  type Product,
} from '@portal/domain';
import { ApiError } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/download.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify.ts';
import { useCategories } from '../../api/categories.ts';
import { invalidateProducts, useProducts } from '../../api/products.ts';
import {
  sendBulkUpload,
  trackBulkUpload,
  type BulkUploadResult,
  type UploadProgress,
} from '../../api/products-bulk.ts';
import { createMissingCategories } from './lib/create-missing-categories.ts';
import { bulkRowsToCsv, parseBulkCsvText } from './lib/parse-csv.ts';
import { hasErrors, pendingStore, revalidate, toPendingRows, type PendingRow } from './lib/pending-rows.ts';

export type FileProblem =
  | { kind: 'headers'; message: string; expected: string[]; uploaded: string[] }
  | { kind: 'format' | 'empty' | 'generic'; message: string };

export type BulkStep = 0 | 1 | 2;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

export function detailOf(error: unknown): string {
  if (error instanceof ApiError) return error.fieldErrors[0]?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The whole bulk CSV flow of spec 000 section 4 without any screen: the file, the pending rows (kept in
 * session storage until saved or reset, so a reload on the confirm step loses nothing), edits, removal
 * with undo, the save with its progress, and the staff's 'Create Categories'.
 */
export function useBulkUpload(mode: BulkMode, staff: boolean) {
  const client = useQueryClient();
  const categories = useCategories();
  const catalogue = useProducts(mode === 'edit');
  const ctx = useMemo(
    () => makeContext(mode, categories.data ?? [], catalogue.data),
    [mode, categories.data, catalogue.data],
  );
  const restored = useRef(pendingStore.load(mode));
  const [rows, setRows] = useState<PendingRow[]>(() =>
    restored.current
      ? toPendingRows(
          restored.current.rows.map((r) => r.row),
          restored.current.rows.map((r) => r.line),
          ctx,
          restored.current.rows.map((r) => r.serverErrors ?? {}),
        )
      : [],
  );
  const [step, setStep] = useState<BulkStep>(restored.current ? 1 : 0);
  const [fileName, setFileName] = useState<string | null>(restored.current?.fileName ?? null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [removed, setRemoved] = useState<PendingRow[]>([]);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [progressOpen, setProgressOpen] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const [result, setResult] = useState<{ count: number; data: BulkUploadResult | null } | null>(null);

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

  function downloadTemplate() {
    saveFile(
      new Blob([bulkRowsToCsv([], 'add')], { type: 'text/csv;charset=utf-8' }),
      'add-products-template.csv',
    );
  }

  function downloadProducts() {
    if (!catalogue.data || !categories.data) {
      notifyError(M.downloadFailed, BULK_LIMITS.longNoticeMs);
      return;
    }
    const byId = new Map(categories.data.map((c) => [c.id, c]));
    const csv = bulkRowsToCsv(
      catalogue.data.map((p) => productToBulkRow(p, byId)),
      'edit',
    );
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'products.csv');
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

  async function save() {
    const toSend =
      mode === 'add'
        ? rows.map((r) => ({ line: r.line, body: r.result.payload }))
        : rows.filter((r) => r.result.change).map((r) => ({ line: r.line, body: r.result.change }));
    if (!toSend.length) {
      // The result screen says 'Your products are already up to date': no toast repeating it.
      setResult({ count: 0, data: null });
      setStep(2);
      return;
    }
    setSaving(true);
    setSentCount(toSend.length);
    setProgress(null);
    setProgressOpen(true);
    try {
      const data = await sendBulkUpload(
        mode,
        toSend.map((s) => s.body),
        setProgress,
      );
      trackBulkUpload(mode === 'add' ? 'bulk-add' : 'bulk-edit', {
        count: toSend.length,
        uploadId: data.uploadId,
      });
      void invalidateProducts(client);
      await sleep(BULK_LIMITS.progressCloseDelayMs);
      setResult({ count: toSend.length, data });
      setRemoved([]);
      setStep(2);
    } catch (error) {
      await sleep(BULK_LIMITS.progressCloseDelayMs);
      const body =
        error instanceof ApiError && error.status === 400
          ? (error.body as Partial<BulkUploadErrorBody>)
          : null;
      if (body?.products?.length) {
        const byLine = new Map<number, BulkRowErrors>();
        for (const p of body.products) {
          const line = toSend[p.index]?.line;
          if (line === undefined) continue;
          const errors: BulkRowErrors = {};
          for (const e of p.productErrors) errors[bulkParamToField(e.param) ?? 'name'] ??= e.message;
          byLine.set(line, errors);
        }
        setRows((current) => current.map((r) => ({ ...r, serverErrors: byLine.get(r.line) ?? {} })));
        notifyError(M.productsInvalid, BULK_LIMITS.noticeMs);
      } else {
        const what = mode === 'edit' ? M.couldNotSaveEdited : detailOf(error);
        setProblem({
          kind: 'generic',
          message: M.generic(mode === 'edit' ? `${what}: ${detailOf(error)}` : what),
        });
        notifyError(M.saveFailed, BULK_LIMITS.longNoticeMs);
        setStep(0);
      }
    } finally {
      setProgressOpen(false);
      setSaving(false);
    }
  }

  /** Null when the categories may be created; otherwise the message that blocks it. */
  function createCategoriesBlocker(): string | null {
    const blocking = rows.some((r) => {
      const e = r.result.errors.categoryOne;
      return e !== undefined && e !== M.categoryUnknown;
    });
    return blocking ? M.correctCategoryOne : null;
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

  const loadError = categories.isError
    ? M.couldNotFetchCategories
    : mode === 'edit' && catalogue.isError
      ? M.couldNotDownload
      : null;

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
    saving,
    progress,
    progressOpen,
    sentCount,
    result,
    readFile,
    downloadTemplate,
    downloadProducts,
    updateRow,
    removeRow,
    undoRemove,
    save,
    reset,
    createCategoriesBlocker,
    createCategories,
  };
}

export type BulkUpload = ReturnType<typeof useBulkUpload>;
