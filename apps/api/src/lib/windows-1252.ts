import anyAscii from 'any-ascii';
/** Windows-1252's bytes 0x80-0x9F (where it differs from Latin-1): the typographic characters. */
const HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

function byteOf(char: string): number | undefined {
  const cp = char.codePointAt(0)!;
  if (cp < 0x80 || (cp >= 0xa0 && cp <= 0xff)) return cp;
  return HIGH[char];
}

/**
 * A character Windows-1252 cannot hold, in letters it can: the letter without its accent when that is
 * one ('ở' → 'o', 'ū' → 'u'), else a readable transliteration ('김치' → 'GimChi', '豆腐' → 'DouFu',
 * 'ไทย' → 'aithy'), never '?': two names that differ only in such letters stay different. A character
 * with no transliteration (a control character) is left out.
 */
function inLetters1252(char: string): number[] {
  const base = char.normalize('NFD').replace(/\p{M}/gu, '');
  const plain = [...base].map(byteOf);
  if (base && plain.every((b) => b !== undefined)) return plain as number[];
  return [...anyAscii(char)].map((c) => c.charCodeAt(0));
}

/** Text as Windows-1252 bytes (the ANSI code page MYOB AccountRight reads an import file in). */
export function encodeWindows1252(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text.normalize('NFC')) {
    const direct = byteOf(char);
    if (direct !== undefined) bytes.push(direct);
    else for (const b of inLetters1252(char)) bytes.push(b);
  }
  return Uint8Array.from(bytes);
}
