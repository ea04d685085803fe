/**
 * What the pool runs, by name: the PDF renderers and MJML's e-mail HTML, each loaded from its module on first use. The pool's
 * worker threads and the inline path (PDF_WORKERS=0) call them through this one table; callers
 * name a renderer and pass plain data (structured-cloneable: strings, numbers, Dates, arrays).
 */
import type * as mjmlHtml from '../mjml-html.ts';
import type * as creditNote from '../pdf/credit-note.ts';
import type * as daySheets from '../pdf/day-sheets.ts';
import type * as orderDocuments from '../pdf/order-documents.ts';

export type PdfRenderers = {
  renderOrderDocuments: typeof orderDocuments.renderOrderDocuments;
  renderCreditNote: typeof creditNote.renderCreditNote;
  renderPickSheet: typeof daySheets.renderPickSheet;
  renderRunSheet: typeof daySheets.renderRunSheet;
  renderEmptyDay: typeof daySheets.renderEmptyDay;
  mjmlToHtml: typeof mjmlHtml.mjmlToHtml;
};

export type PdfRendererName = keyof PdfRenderers;

type Loaders = { [K in PdfRendererName]: () => Promise<PdfRenderers[K]> };

const LOADERS: Loaders = {
  renderOrderDocuments: async () => (await import('../pdf/order-documents.ts')).renderOrderDocuments,
  renderCreditNote: async () => (await import('../pdf/credit-note.ts')).renderCreditNote,
  renderPickSheet: async () => (await import('../pdf/day-sheets.ts')).renderPickSheet,
  renderRunSheet: async () => (await import('../pdf/day-sheets.ts')).renderRunSheet,
  renderEmptyDay: async () => (await import('../pdf/day-sheets.ts')).renderEmptyDay,
  mjmlToHtml: async () => (await import('../mjml-html.ts')).mjmlToHtml,
};

export function isRendererName(name: unknown): name is PdfRendererName {
  return typeof name === 'string' && Object.hasOwn(LOADERS, name);
}

/** Runs a renderer in this thread. */
export async function renderHere(name: PdfRendererName, args: unknown[]): Promise<Buffer> {
  const render = (await LOADERS[name]()) as (...a: unknown[]) => Promise<Buffer>;
  return render(...args);
}
