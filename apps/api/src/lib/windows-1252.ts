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
 * Text as Windows-1252 bytes (the ANSI code page MYOB AccountRight reads an import file in). A letter
 * outside it loses its accent when that makes it one ('Phở' → 'Pho', 'Kūmara' → 'Kumara'); anything
 * else (Chinese, Korean, Thai, emoji) becomes '?'.
 */
export function encodeWindows1252(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text.normalize('NFC')) {
    const direct = byteOf(char);
    if (direct !== undefined) {
      bytes.push(direct);
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    const plain = [...base].map(byteOf);
    if (base && plain.every((b) => b !== undefined)) bytes.push(...(plain as number[]));
    else bytes.push(0x3f);
  }
  return Uint8Array.from(bytes);
}
