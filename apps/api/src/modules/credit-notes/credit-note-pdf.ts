import type { CreditNoteDocument } from '../../lib/pdf/credit-note-document.ts';
import { renderPdf } from '../../lib/pdf-pool/pdf-pool.ts';

/**
 * The note's PDF (lib/pdf/credit-note.ts: the adjustment note in the tax invoice's layout and fonts),
 * rendered in the PDF pool's worker threads like every other document, never on the event loop.
 */
export function renderCreditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  return renderPdf('renderCreditNote', note);
}

export function creditNoteFilename(note: Pick<CreditNoteDocument, 'number'>): string {
  return `credit-note-${note.number}.pdf`;
}
