import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type PDFDocument from 'pdfkit';
import { visualLine } from './bidi.ts';

type Doc = InstanceType<typeof PDFDocument>;
export type Weight = 'regular' | 'bold';
type TextOptions = PDFKit.Mixins.TextOptions;

/*
 * Every PDF writes with embedded Noto fonts (SIL Open Font License 1.1, shipped by the
 * @expo-google-fonts packages; docs/decisions/documents.md). pdfkit embeds only the glyphs a document
 * uses (a subset), so a PDF stays small. Each run of text is written in the first face that has its
 * characters: Latin (with Vietnamese and other diacritics, Greek and Cyrillic), then Chinese (with
 * Japanese kana), Korean, Thai, Arabic, Hebrew and Devanagari. Right-to-left lines are ordered by bidi.ts.
 * Paths are resolved once per module, so this works the same inside a worker thread.
 */
const require = createRequire(import.meta.url);
// Literal paths, so the dependency checker (knip) sees each package used.
const FACES = [
  {
    regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  },
  {
    regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  },
  {
    regular: require.resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf'),
  },
  {
    regular: require.resolve('@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf'),
  },
  {
    rightToLeft: true,
    regular: require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'),
  },
  {
    rightToLeft: true,
    regular: require.resolve('@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf'),
  },
  {
    regular:
      require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
  },
] as const;
const LATIN = 0;
/**
 * The right-to-left faces (Arabic, Hebrew). fontkit reverses a whole run of such a face, spaces and
 * brackets too, so a run of one holds its letters and marks only: what lies between words is written in
 * the first face that has it (bidi.ts has put it in its place already).
 */
const RIGHT_TO_LEFT = new Set(FACES.flatMap((face, i) => ('rightToLeft' in face ? [i] : [])));

/** The default font a document starts with (pass as pdfkit's `font` option). */
export const DEFAULT_FONT = FACES[LATIN].regular;

type Loaded = { data: Buffer; font: fontkit.Font };
/** Each font file read and parsed once per process (or worker), the first time a document needs it. */
const loaded = new Map<string, Loaded>();
function load(file: string): Loaded {
  let entry = loaded.get(file);
  if (!entry) {
    const data = readFileSync(file);
    const parsed = fontkit.create(data) as fontkit.Font;
    // Decode the layout tables now; every document's copy of the font then shares them (see useFace).
    parsed.layout('a');
    entry = { data, font: parsed };
    loaded.set(file, entry);
  }
  return entry;
}

function hasGlyph(face: number, codePoint: number): boolean {
  return load(FACES[face]!.regular).font.hasGlyphForCodePoint(codePoint);
}

/** Space, digits and punctuation (script Common) and combining marks (Inherited) stay in the run they are in. */
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
const MARK = /^\p{Script=Inherited}$/u;
/** Whether a neutral character goes on in the current run (a right-to-left run keeps only its marks). */
const staysIn = (face: number, char: string) =>
  NEUTRAL.test(char) && (!RIGHT_TO_LEFT.has(face) || MARK.test(char));
/** Emoji and their joiners and modifiers: dropped when no face has them, rather than drawn as garbage. */
const EMOJI =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\u20e3|\ufe0e|\ufe0f|[\u{e0020}-\u{e007f}])$/u;
/** What stands for a character no face has (a script the portal does not promise). */
const MISSING = '?';

type Run = { face: number; text: string };

/** Splits text into runs, each in the first face that has its characters. */
export function fontRuns(value: string): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const char of value.normalize('NFC')) {
    const cp = char.codePointAt(0)!;
    if (char === '\n' || char === '\t') {
      if (current) current.text += char;
      else runs.push((current = { face: LATIN, text: char }));
      continue;
    }
    let face =
      current && staysIn(current.face, char) && hasGlyph(current.face, cp)
        ? current.face
        : FACES.findIndex((_, i) => hasGlyph(i, cp));
    let text = char;
    if (face < 0) {
      if (EMOJI.test(char) || cp < 0x20) continue;
      text = MISSING;
      face = current?.face ?? LATIN;
    }
    if (current?.face === face) current.text += text;
    else {
      current = { face, text };
      runs.push(current);
    }
  }
  return runs.length ? runs : [{ face: LATIN, text: '' }];
}

/**
 * Noto Sans's glyph composition (ccmp) splits a precomposed letter such as Vietnamese 'ị' into 'i' and a
 * dot, which copies out of the PDF as 'i'. Text is NFC already, so Latin runs keep the precomposed glyph.
 * (A new object each time: fontkit adds the default features to the object it is given.)
 */
const features = (face: number) => (face === LATIN ? { ccmp: false } : []) as unknown as string[];

type Tables = { _tables: Record<string, unknown> };
type Embedded = {
  font: Tables;
  layoutRun: (text: string, features?: string[]) => unknown;
};
const seeded = new WeakMap<Doc, Set<string>>();

/**
 * Selects a font file in a document. pdfkit parses its own copy of the font for each document; parsing
 * the layout tables (GSUB, GPOS) of Noto Sans takes 150-400 ms, so the document's copy is given the
 * tables this process parsed already (same bytes, read-only use): a document then takes milliseconds.
 * The face's OpenType features are set on the document's copy, not passed to doc.text: pdfkit shapes text
 * given features afresh every time and caches each word's shaping only for text given none (shaping was
 * three quarters of a 500-invoice batch's time).
 */
function useFace(doc: Doc, face: number, weight: Weight): void {
  const file = FACES[face]![weight];
  const shared = load(file);
  const done = seeded.get(doc) ?? new Set<string>();
  seeded.set(doc, done);
  if (!done.has(file)) doc.registerFont(file, shared.data);
  doc.font(file);
  if (done.has(file)) return;
  done.add(file);
  const own = (doc as unknown as { _font: Embedded })._font;
  Object.assign(own.font._tables, (shared.font as unknown as Tables)._tables);
  const layoutRun = own.layoutRun.bind(own);
  own.layoutRun = (value, given) => layoutRun(value, given ?? features(face));
}

const weights = new WeakMap<Doc, Weight>();
const weightOf = (doc: Doc) => weights.get(doc) ?? 'regular';

/** Sets the weight of the text that follows (instead of doc.font('Helvetica-Bold')). */
export function font(doc: Doc, weight: Weight = 'regular'): Doc {
  weights.set(doc, weight);
  useFace(doc, LATIN, weight);
  return doc;
}

/**
 * doc.text for any script: each run in the face that has its glyphs, chained with `continued` so
 * wrapping and the width hold across runs. x and y as in doc.text (omit both to go on from doc.x/doc.y).
 * Each line is its own chain: pdfkit misplaces a line break inside continued text.
 */
export function text(doc: Doc, value: string, x?: number, y?: number, options: TextOptions = {}): Doc {
  const left = x ?? doc.x;
  value.split('\n').forEach((line, i) => {
    if (i === 0) writeLine(doc, line, x, y, options);
    else writeLine(doc, line, left, doc.y, options);
  });
  return doc;
}

function writeLine(
  doc: Doc,
  value: string,
  x: number | undefined,
  y: number | undefined,
  options: TextOptions,
) {
  const weight = weightOf(doc);
  const runs = fontRuns(visualLine(value));
  const baseline = options.baseline ?? latinBaseline(doc, weight);
  runs.forEach((run, i) => {
    useFace(doc, run.face, weight);
    const continued = i < runs.length - 1 || options.continued === true;
    const own = { continued, baseline };
    if (i > 0) doc.text(run.text, own);
    else if (x === undefined) doc.text(run.text, { ...options, ...own });
    else doc.text(run.text, x, y, { ...options, ...own });
  });
  useFace(doc, LATIN, weight);
}

/**
 * Every run of a line stands on the Latin face's baseline. pdfkit places a run by its own face's ascent,
 * so a taller face (Arabic, whose marks reach high) would sit lower than the Latin beside it.
 */
function latinBaseline(doc: Doc, weight: Weight): number {
  const latin = load(FACES[LATIN][weight]).font;
  const size = (doc as unknown as { _fontSize: number })._fontSize;
  return -(latin.ascent / latin.unitsPerEm) * size;
}

/** doc.heightOfString for any script: the tallest measure over the faces the text needs. */
export function heightOf(doc: Doc, value: string, options: TextOptions): number {
  const weight = weightOf(doc);
  const runs = fontRuns(visualLine(value));
  const faces = new Set(runs.map((r) => r.face));
  const plain = runs.map((r) => r.text).join('');
  let height = 0;
  for (const face of faces) {
    useFace(doc, face, weight);
    height = Math.max(height, doc.heightOfString(plain, options));
  }
  useFace(doc, LATIN, weight);
  return height;
}
