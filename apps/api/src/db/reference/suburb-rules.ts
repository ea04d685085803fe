/**
 * What the suburbs reference list keeps: delivery localities only, one row per (postcode, name, state).
 * build-suburbs.ts applies these rules when it writes suburbs.csv, suburbs.test.ts checks the shipped file
 * against them, and migration 0025_delivery_localities.sql applies the same rules to existing databases
 * (the test runs it over every row ever shipped and expects exactly suburbs.csv back).
 */

/**
 * Postcode ranges Australia Post allocates to post office boxes and large volume receivers only (no street
 * delivery), per its published allocation (Wikipedia, "Postcodes in Australia", Allocation): ACT 0200-0299,
 * NT 0900-0999, NSW 1000-1999, SA 5800-5999, WA 6800-6999, TAS 7800-7999, VIC 8000-8999, QLD 9000-9999.
 * Delivery postcodes run 0800-7799 (NT 0800-0899, NSW/ACT 2000-2999, VIC 3000-3999, QLD 4000-4999, SA
 * 5000-5799, WA 6000-6797 plus 6798-6799 for Christmas and Cocos Islands, TAS 7000-7799). A handful of
 * delivery localities carry a neighbouring state's postcode (Paringi NSW 3500), so ranges are by number only.
 */
export const PO_BOX_RANGES: readonly (readonly [number, number])[] = [
  [0, 799],
  [900, 999],
  [1000, 1999],
  [5800, 5999],
  [6800, 6999],
  [7800, 9999],
];

/**
 * The one street-delivery postcode inside those ranges: 5950, Adelaide Airport and Export Park (delivered from
 * Port Adelaide DC).
 */
export const DELIVERY_POSTCODES_IN_PO_BOX_RANGES: readonly string[] = ['5950'];

/**
 * Post office box postcodes inside the delivery ranges, each the box postcode of a town listed under its
 * delivery postcode too: Darwin GPO 0801 (Darwin 0800), Parap 0804 (0820), Casuarina 0811 (0810), Sanderson
 * 0813 (0812), Nightcliff 0814 (0810), Winnellie 0821 (0820), Palmerston 0831 (0830), Katherine 0851 (0850),
 * Tennant Creek 0861 (0860), Alice Springs 0871 (0870), Nhulunbuy 0881 (0880), Hobart GPO 7001 (Hobart 7000).
 */
export const PO_BOX_POSTCODES: readonly string[] = [
  '0801',
  '0804',
  '0811',
  '0813',
  '0814',
  '0821',
  '0831',
  '0851',
  '0861',
  '0871',
  '0881',
  '7001',
];

/**
 * Names that are postal facilities, not places a venue is. Each pattern is written so it reads the same in
 * JavaScript and in PostgreSQL's `~*` (case-insensitive, no \b: word edges spelt out).
 *
 * - a GPO, a post office ('Po'), a business, mail-sorting, delivery or mail centre ('Bc', 'Msc', 'Dc', 'Mc'),
 *   delivery and mail centres, Parliament House, university and hospital mail rooms, the immigration centre;
 * - post offices named after a street: 'Brisbane Adelaide Street', 'South Perth Angelo St',
 *   'Perth East St Georges Tce', 'Salisbury East Northbri Ave' (no locality is spelt with an abbreviation);
 * - post offices in shopping centres: '… Plaza', '… Mall', '… Westfield', '… Fair', 'Shopping …', '… Arcade',
 *   '… Supercentre', a campus;
 * - military post offices and bases: HMAS, RAAF, Milpo (military post office), Barracks, Army, Navy,
 *   Military, Defence, Forces, Training Area.
 */
export const NON_LOCALITY_PATTERNS: readonly string[] = [
  ' (Gpo|Po|Bc|Msc|Dc|Mc)$',
  ' (Delivery|Mail) Centre$',
  '(^| )Street( |$)',
  ' (St|Tce|Ave|Rd|Pde)$',
  '^Parliament House$',
  '(^| )(University|Hospital)( |$)',
  ' Immigration Centre$',
  ' (Plaza|Mall|Westfield|Arcade|Supercentre|Campus)$',
  ' Fair$',
  '(^| )Shopping',
  '(^| )(HMAS|RAAF|Milpo|Barracks|Army|Navy|Military|Defence|Forces|Training Area)( |$)',
];

/**
 * Post offices whose names read like a locality: shopping centres ('Bankstown Square', 'Cairns Central',
 * 'Bay Village'), post offices named after their road ('Missenden Road', 'St Kilda Road Central') and the
 * Brisbane Markets. Real localities with the same words stay: Golden Square, Manchester Square, Logan
 * Central, Springfield Central, Dingley Village, Noarlunga Centre, Shellharbour City Centre, Booleroo Centre,
 * Kwinana Town Centre, Walcha Road, Raymond Terrace, Park Avenue, Westfield (WA), Naval Base (WA).
 */
export const NON_LOCALITY_NAMES: readonly string[] = [
  // Shopping centres.
  'Macquarie Centre',
  'Jamison Centre',
  'Kippax Centre',
  'Erindale Centre',
  'World Trade Centre',
  'Northland Centre',
  'Chadstone Centre',
  'Knox City Centre',
  'Southland Centre',
  'Karingal Centre',
  'Chermside Centre',
  'Brookside Centre',
  'Indooroopilly Centre',
  'Strathpine Centre',
  'Mitcham Shopping Centre',
  'Helensvale Town Centre',
  'Robina Town Centre',
  'Taylor Square',
  'Bankstown Square',
  'Shellharbour Square',
  'Macarthur Square',
  'Brentford Square',
  'Cairns Central',
  'Menai Central',
  'Box Hill Central',
  'Bay Village',
  'Mount Druitt Village',
  'Sandown Village',
  'Wendouree Village',
  'Golden Grove Village',
  // Post offices named after their road.
  'Missenden Road',
  'Blenheim Road',
  'Bedford Road',
  'Brighton Road',
  'North Road',
  'St Kilda Road Central',
  'St Kilda Road Melbourne',
  'Glenelg Jetty Road',
  'Salisbury North Whites Road',
  // Large volume receivers.
  'Brisbane Market',
  'Royal Australian Navy Warships',
];

const NON_LOCALITY_RES = NON_LOCALITY_PATTERNS.map((p) => new RegExp(p, 'i'));
const NON_LOCALITY_SET = new Set(NON_LOCALITY_NAMES.map((n) => n.toLowerCase()));

export type SuburbRow = { postcode: string; name: string; state: string };

/** Why a row is not a delivery locality, or null when it is one. */
export function rejection(row: SuburbRow): 'po-box range' | 'po-box postcode' | 'postal facility' | null {
  const n = Number(row.postcode);
  if (!/^\d{4}$/.test(row.postcode)) return 'po-box range';
  if (
    PO_BOX_RANGES.some(([lo, hi]) => n >= lo && n <= hi) &&
    !DELIVERY_POSTCODES_IN_PO_BOX_RANGES.includes(row.postcode)
  ) {
    return 'po-box range';
  }
  if (PO_BOX_POSTCODES.includes(row.postcode)) return 'po-box postcode';
  const name = row.name.trim();
  if (NON_LOCALITY_SET.has(name.toLowerCase()) || NON_LOCALITY_RES.some((re) => re.test(name))) {
    return 'postal facility';
  }
  return null;
}

/** Words that are acronyms, written in capitals. */
const ACRONYMS = ['HMAS', 'RAAF'];

/** 'MCMAHONS POINT' → 'McMahons Point', "O'CONNOR" and 'O’connor' → "O'Connor". */
export function titleCase(raw: string): string {
  let name = raw
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .replace(/(^|[\s\-('/])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(/\bMc([a-z])/g, (_, ch: string) => `Mc${ch.toUpperCase()}`);
  for (const acronym of ACRONYMS) name = name.replace(new RegExp(`\\b${acronym}\\b`, 'gi'), acronym);
  return name;
}

/**
 * Two rows are the same suburb when postcode and state match and the names do ignoring case, the kind of
 * apostrophe and hyphens: 'O’connor' is O'Connor, 'Brisbane-City' is Brisbane City.
 */
export function suburbKey(row: SuburbRow): string {
  const name = row.name
    .trim()
    .replace(/[’‘`´]/g, "'")
    .replace(/-/g, ' ')
    .toLowerCase();
  return `${row.postcode}|${name}|${row.state}`;
}

/**
 * The rows to ship: delivery localities only, names title-cased with straight apostrophes, one row per
 * suburbKey. Of two spellings the one with spaces wins over the hyphenated one ('Brisbane City').
 */
export function cleanSuburbs(rows: readonly SuburbRow[]): SuburbRow[] {
  const kept = new Map<string, SuburbRow>();
  for (const r of rows) {
    const row = { postcode: r.postcode, name: titleCase(r.name.trim()), state: r.state };
    if (rejection(row)) continue;
    const key = suburbKey(row);
    const other = kept.get(key);
    if (!other || (other.name.includes('-') && !row.name.includes('-'))) kept.set(key, row);
  }
  // Code-unit order of the lines, as the file has always been sorted.
  return [...kept.values()]
    .map((row) => ({ row, line: csvLine(row) }))
    .sort((a, b) => (a.line < b.line ? -1 : a.line > b.line ? 1 : 0))
    .map(({ row }) => row);
}

export function csvLine(r: SuburbRow): string {
  return `${r.postcode},${r.name.includes(',') ? `"${r.name}"` : r.name},${r.state}`;
}
