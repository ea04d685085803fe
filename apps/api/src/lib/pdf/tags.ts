import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;
type Element = PDFKit.PDFStructureElement;

/*
 * Tagged PDFs: every document carries its language, shows its title, and gives screen
 * readers a structure tree (headings, paragraphs, tables with header cells) in reading order.
 * Decoration (backgrounds, rules, tick boxes, page numbers) is marked as an artifact they skip.
 * A document that was not started with `startStructure` is drawn untagged by the same calls.
 */

/** The options that make pdfkit write a tagged PDF in Australian English that shows its title. */
export const TAGGED_PDF = { tagged: true, lang: 'en-AU', displayTitle: true, pdfVersion: '1.7' } as const;

const open = new WeakMap<Doc, Element[]>();

/** Starts the structure tree: one Document element holds everything drawn until `endStructure`. */
export function startStructure(doc: Doc): void {
  const root = doc.struct('Document');
  doc.addStructure(root);
  open.set(doc, [root]);
}

export function endStructure(doc: Doc): void {
  open.get(doc)?.[0]?.end();
  open.delete(doc);
}

/** Draws text as one leaf element of the tree (H1, H2, P, TH, TD). Draw no artifact inside it. */
export function tag(doc: Doc, type: string, draw: () => void): void {
  const parents = open.get(doc);
  if (!parents) return draw();
  parents.at(-1)!.add(doc.struct(type, {}, draw));
}

/** A grouping element (Sect, Table, TR): what `draw` tags goes inside it. */
export function group(doc: Doc, type: string, draw: () => void): void {
  const parents = open.get(doc);
  if (!parents) return draw();
  const element = doc.struct(type);
  parents.at(-1)!.add(element);
  parents.push(element);
  try {
    draw();
  } finally {
    parents.pop();
    element.end();
  }
}

/** Decoration screen readers skip; page numbers and running footers are 'Pagination'. */
export function artifact(doc: Doc, draw: () => void, type?: 'Pagination' | 'Layout'): void {
  if (!open.has(doc)) return draw();
  doc.markContent('Artifact', type ? { type } : undefined);
  draw();
  doc.endMarkedContent();
}
