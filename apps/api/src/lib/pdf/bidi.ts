import bidiFactory from 'bidi-js';

/*
 * Right-to-left text (Arabic, Hebrew) in a PDF. pdfkit writes a line left to right, word by word, and
 * fontkit shapes each word: it joins Arabic letters and, for a word of a right-to-left script, reverses
 * its glyphs. It does not order the words, the numbers or the brackets of a line (the Unicode
 * bidirectional algorithm). So a line is given to pdfkit in visual order, except that each
 * right-to-left word keeps its letters in reading order for fontkit to shape and reverse.
 * A line is ordered as one paragraph before pdfkit wraps it: a right-to-left text long enough to wrap
 * puts its first words on the last line (names and reasons in a cell rarely wrap; docs/decisions.md).
 */
const bidi = bidiFactory();

/** A letter of a right-to-left script, or a mark on one: the parts of a word fontkit shapes and reverses. */
const RTL_WORD =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Inherited}]/u;
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/** The line in the order pdfkit should write it (see above). A line without right-to-left text is returned as it is. */
export function visualLine(line: string): string {
  if (!RTL_LETTER.test(line)) return line;
  const levels = bidi.getEmbeddingLevels(line, 'auto');
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  // Positions in UTF-16 code units, as bidi-js counts them; each flip reverses a range of positions.
  const order = Array.from({ length: line.length }, (_, i) => i);
  for (const [start = 0, end = -1] of bidi.getReorderSegments(line, levels))
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
  const units = order.map((i) => ({ rtl: levels.levels[i]! % 2 === 1, text: mirrored.get(i) ?? line[i]! }));
  return restoreWords(keepPairs(units));
}

type Unit = { rtl: boolean; text: string };

/** A character outside the BMP (two code units) reversed with its line is put back together. */
function keepPairs(units: Unit[]): Unit[] {
  const out: Unit[] = [];
  for (const unit of units) {
    const last = out.at(-1);
    if (last && /^[\udc00-\udfff]$/.test(last.text) && /^[\ud800-\udbff]$/.test(unit.text))
      out[out.length - 1] = { rtl: unit.rtl, text: unit.text + last.text };
    else out.push(unit);
  }
  return out;
}

/** Each right-to-left word, reversed with the line, back in reading order (fontkit reverses it again). */
function restoreWords(visual: Unit[]): string {
  const out: string[] = [];
  let word: string[] = [];
  const flush = () => {
    out.push(...word.reverse());
    word = [];
  };
  for (const unit of visual) {
    if (unit.rtl && RTL_WORD.test(unit.text)) word.push(unit.text);
    else {
      flush();
      out.push(unit.text);
    }
  }
  flush();
  return out.join('');
}
