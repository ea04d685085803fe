import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Collapse,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
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
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FileButton } from '../../components/file-button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/download.ts';
import { useMe } from '../../lib/me.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { sendBulkUpload, type BulkUploadResult, type UploadProgress } from './api/bulk-upload.ts';
import { useBulkCatalogue, useBulkCategories } from './api/catalogue.ts';
import { createCategory } from './api/create-category.ts';
import { trackBulkUpload } from './api/track-event.ts';
import { BulkInstructions } from './components/bulk-instructions.tsx';
import { BulkResult } from './components/bulk-result.tsx';
import { EditRowDialog } from './components/edit-row-dialog.tsx';
import { PendingProductsTable } from './components/pending-products-table.tsx';
import { BulkProgressDialog } from './components/progress-dialog.tsx';
import { bulkRowsToCsv, parseBulkCsvText } from './lib/parse-csv.ts';
import { errorsOf, hasErrors, revalidate, toPendingRows, type PendingRow } from './lib/pending-rows.ts';

type FileProblem =
  | { kind: 'headers'; message: string; expected: string[]; uploaded: string[] }
  | { kind: 'format' | 'empty' | 'generic'; message: string };

const STEPS = ['Upload', 'Confirm and Save'];
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

function detailOf(error: unknown): string {
  if (error instanceof ApiError) return error.fieldErrors[0]?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** /products/add-multiple-products and /products/edit-multiple-products (spec 000 sections 2 and 4). */
export function BulkProductsPage({ mode }: { mode: BulkMode }) {
  const title = mode === 'add' ? 'Add Multiple Products via CSV' : 'Edit Multiple Products via CSV';
  const me = useMe();
  const staff = me.data?.isStaff ?? false;
  const client = useQueryClient();
  const categories = useBulkCategories();
  const catalogue = useBulkCatalogue(mode === 'edit');
  const [step, setStep] = useState(0);
  const [rows, setRows] = useState<PendingRow[]>([]);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [instructions, setInstructions] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [progressOpen, setProgressOpen] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const [result, setResult] = useState<{ count: number; data: BulkUploadResult | null } | null>(null);
  const [creating, setCreating] = useState<'confirm' | 'busy' | null>(null);
  // The list confirmed in the dialog, kept while it closes (the rows revalidate underneath).
  const [toCreate, setToCreate] = useState<MissingCategory[]>([]);

  const ready = !!categories.data && (mode === 'add' || !!catalogue.data);
  const ctx = useMemo(
    () => makeContext(mode, categories.data ?? [], catalogue.data),
    [mode, categories.data, catalogue.data],
  );
  // Rows read before the categories (or, in edit mode, the catalogue) arrived, or checked against an
  // older tree, are checked again whenever what they are checked against changes.
  const checkedWith = useRef(ctx);
  useEffect(() => {
    if (checkedWith.current === ctx) return;
    checkedWith.current = ctx;
    setRows((current) => (current.length ? revalidate(current, ctx) : current));
  }, [ctx]);
  const live = rows.filter((r) => !r.ignored);
  const errorCount = live.filter(hasErrors).length;
  const missing = useMemo(
    () =>
      step === 1 && staff
        ? missingCategories(
            rows
              .filter((r) => !r.ignored)
              .map((r) => [r.row.categoryOne, r.row.categoryTwo, r.row.categoryThree]),
            ctx.categories,
          )
        : [],
    [rows, ctx, staff, step],
  );

  function reset() {
    setRows([]);
    setProblem(null);
    setFileName(null);
    setResult(null);
    setStep(0);
  }

  async function onFile(file: File) {
    setFileName(file.name);
    setProblem(null);
    const parsed = parseBulkCsvText(await file.text(), mode);
    if (!parsed.ok) {
      setRows([]);
      setProblem(parsed);
      if (parsed.kind === 'empty') notifyError(M.zeroProducts, BULK_LIMITS.noticeMs);
      return;
    }
    const pending = toPendingRows(parsed.rows, ctx);
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

  function updateRow(line: number, row: BulkCsvRow) {
    const next = revalidate(
      rows.map((r) => (r.line === line ? { ...r, row, serverErrors: {} } : r)),
      ctx,
    );
    setRows(next);
    setEditing(null);
    const edited = next.find((r) => r.line === line);
    if (edited && hasErrors(edited)) notifyError(M.updatedBad, BULK_LIMITS.noticeMs);
    else notifySuccess(M.updatedOk, BULK_LIMITS.noticeMs);
  }
  const toggleIgnore = useCallback(
    (line: number) =>
      setRows((current) =>
        revalidate(
          current.map((r) => (r.line === line ? { ...r, ignored: !r.ignored } : r)),
          ctx,
        ),
      ),
    [ctx],
  );
  const deleteRow = useCallback(
    (line: number) => {
      setRows((current) =>
        revalidate(
          current.filter((r) => r.line !== line),
          ctx,
        ),
      );
      notifyInfo(M.deleted, BULK_LIMITS.noticeMs);
    },
    [ctx],
  );

  async function save() {
    const toSend =
      mode === 'add'
        ? live.map((r) => ({ line: r.line, body: r.result.payload as unknown }))
        : live
            .filter((r) => r.result.change)
            .map((r) => ({ line: r.line, body: r.result.change as unknown }));
    if (!toSend.length) {
      if (mode === 'edit') notifyInfo(M.upToDate);
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
      void client.invalidateQueries({ queryKey: ['suppliers', 'products'] });
      await sleep(BULK_LIMITS.progressCloseDelayMs);
      setResult({ count: toSend.length, data });
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

  function askCreateCategories() {
    const blocking = live.some((r) => {
      const e = r.result.errors.categoryOne;
      return e !== undefined && e !== M.categoryUnknown;
    });
    if (blocking) {
      notifyError(M.correctCategoryOne);
      return;
    }
    setToCreate(missing);
    setCreating('confirm');
  }

  async function createMissing() {
    setCreating('busy');
    try {
      const created = new Map<string, number>();
      const idOf = (path: string[]): number | null => {
        const key = path.join('\u0000').toLowerCase();
        if (created.has(key)) return created.get(key)!;
        let parent = 0;
        for (const name of path) {
          const found = ctx.categories.children.get(parent)?.get(name.trim().toLowerCase());
          if (!found) return null;
          parent = found.id;
        }
        return parent;
      };
      for (const m of toCreate) {
        const parentId = m.path.length > 1 ? idOf(m.path.slice(0, -1)) : null;
        const id = await createCategory(m.path[m.path.length - 1]!, parentId);
        created.set(m.path.join('\u0000').toLowerCase(), id);
      }
      const fresh = await categories.refetch();
      const next = makeContext(mode, fresh.data ?? [], catalogue.data);
      setRows((current) => revalidate(current, next));
      notifySuccess(`Created ${toCreate.length} categor${toCreate.length === 1 ? 'y' : 'ies'}`);
    } catch (error) {
      notifyError(M.generic(detailOf(error)), BULK_LIMITS.longNoticeMs);
    } finally {
      setCreating(null);
    }
  }

  const editingRow = editing === null ? null : (rows.find((r) => r.line === editing) ?? null);
  const loadError = categories.isError
    ? M.couldNotFetchCategories
    : mode === 'edit' && catalogue.isError
      ? M.couldNotDownload
      : null;

  return (
    <Box>
      <PageHeader title={title} crumbs={[{ label: 'All Products', to: paths.products }, { label: title }]} />
      <Stepper activeStep={step} sx={{ mb: 3, maxWidth: 520 }} alternativeLabel>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {step === 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={2}>
            {loadError && <Alert severity="error">{M.generic(loadError)}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button variant="text" onClick={() => setInstructions((v) => !v)} aria-expanded={instructions}>
                {instructions ? 'Hide instructions' : 'Show instructions'}
              </Button>
              {mode === 'add' ? (
                <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadTemplate}>
                  Download CSV template
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  onClick={downloadProducts}
                  disabled={catalogue.isPending}
                >
                  Download Products
                </Button>
              )}
              <FileButton
                variant="contained"
                startIcon={<UploadFileIcon />}
                disabled={!ready}
                accept="text/csv,.csv"
                inputLabel="CSV file"
                inputTestId="bulk-csv-input"
                onFile={(file) => void onFile(file)}
              >
                Upload CSV file
              </FileButton>
            </Stack>
            <Collapse in={instructions}>
              <BulkInstructions mode={mode} />
            </Collapse>
            {fileName && !problem && rows.length > 0 && (
              <Typography variant="body2">
                {fileName}: {rows.length} products read.
              </Typography>
            )}
            {problem && (
              <Alert severity="error">
                <AlertTitle>{problem.message}</AlertTitle>
                {problem.kind === 'headers' && (
                  <Box sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-label="Expected and uploaded headers">
                      <TableHead>
                        <TableRow>
                          <TableCell>Column</TableCell>
                          <TableCell>Expected</TableCell>
                          <TableCell>Uploaded</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {Array.from(
                          { length: Math.max(problem.expected.length, problem.uploaded.length) },
                          (_, i) => {
                            const expected = problem.expected[i] ?? '';
                            const uploaded = problem.uploaded[i] ?? '';
                            const ok =
                              expected === uploaded ||
                              (expected === 'GST (Y/N)' && uploaded === 'Taxable (Y/N)');
                            return (
                              <TableRow key={i}>
                                <TableCell>{i + 1}</TableCell>
                                <TableCell>{expected || '(none)'}</TableCell>
                                <TableCell
                                  sx={{
                                    color: ok ? undefined : 'error.main',
                                    fontWeight: ok ? undefined : 600,
                                  }}
                                >
                                  {uploaded || '(none)'}
                                </TableCell>
                              </TableRow>
                            );
                          },
                        )}
                      </TableBody>
                    </Table>
                  </Box>
                )}
              </Alert>
            )}
          </Stack>
        </Paper>
      )}

      {step === 1 && (
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
              Pending Products
            </Typography>
            {staff && missing.length > 0 && (
              <Button variant="outlined" onClick={askCreateCategories}>
                Create Categories
              </Button>
            )}
          </Box>
          {errorCount > 0 ? (
            <Alert severity="error">
              {errorCount} of {live.length} products have errors. Edit, ignore or delete them to continue.
            </Alert>
          ) : (
            <Alert severity="success">
              {mode === 'edit'
                ? `${live.filter((r) => r.result.change).length} of ${live.length} products will be changed.`
                : `${live.length} product${live.length === 1 ? ' is' : 's are'} ready to save.`}
            </Alert>
          )}
          <PendingProductsTable
            mode={mode}
            rows={rows}
            onEdit={setEditing}
            onToggleIgnore={toggleIgnore}
            onDelete={deleteRow}
          />
        </Stack>
      )}

      {step === 2 && result && (
        <BulkResult mode={mode} count={result.count} data={result.data} onReset={reset} />
      )}

      {step < 2 && (
        <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setStep(0)} disabled={step === 0 || saving}>
            Back
          </Button>
          {step === 0 && (
            <Button variant="outlined" onClick={() => setStep(1)} disabled={!rows.length}>
              Next
            </Button>
          )}
          {step === 1 && (
            <Button
              variant="contained"
              onClick={save}
              disabled={saving || errorCount > 0 || live.length === 0}
            >
              Save
            </Button>
          )}
          <Button
            color="inherit"
            onClick={reset}
            disabled={saving || (step === 0 && !rows.length && !problem)}
          >
            Reset
          </Button>
        </Stack>
      )}

      <EditRowDialog
        open={editingRow !== null}
        mode={mode}
        row={editingRow?.row ?? null}
        errors={editingRow ? errorsOf(editingRow) : {}}
        onClose={() => setEditing(null)}
        onSave={(row) => editing !== null && updateRow(editing, row)}
      />
      <BulkProgressDialog open={progressOpen} count={sentCount} progress={progress} />
      <ConfirmDialog
        open={creating !== null}
        title="Create Categories"
        confirmLabel="Create Categories"
        busy={creating === 'busy'}
        onConfirm={createMissing}
        onClose={() => setCreating(null)}
      >
        <Typography gutterBottom>These categories do not exist yet and will be created:</Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }} aria-label="Missing categories">
          {toCreate.map((m) => (
            <li key={m.path.join('>')}>{m.path.join(' > ')}</li>
          ))}
        </Box>
      </ConfirmDialog>
    </Box>
  );
}

export const AddMultipleProductsPage = () => <BulkProductsPage mode="add" />;
export const EditMultipleProductsPage = () => <BulkProductsPage mode="edit" />;
