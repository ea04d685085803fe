/*
 * Validates an e-invoice as a Peppol access point would: against the UBL 2.1 schema (xmllint-wasm) and
 * both Schematron layers of PINT A-NZ Billing 1.1.3 (SaxonJS), all from vendor/validation, unchanged.
 * The compiled rule sets are read and parsed once per test file (a module-level cache).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const VENDOR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../vendor/validation');
const RULES = path.join(VENDOR, 'pint-anz-1.1.3');
const XSD = path.join(VENDOR, 'ubl-2.1-xsd');
const LAYERS = ['PINT-UBL-validation-preprocessed.sef.json', 'PINT-jurisdiction-aligned-rules.sef.json'];

export type FailedAssertion = { id: string; flag: string; text: string; location: string };
export type EinvoiceValidation = {
  /** UBL 2.1 schema errors (xmllint's messages). */
  schemaErrors: string[];
  /** Every failed assertion of both layers, fatal or warning. */
  failed: FailedAssertion[];
  /** Failed assertions flagged fatal: an access point refuses the document when there is one. */
  fatal: FailedAssertion[];
  /** Schematron rules that fired (a rule's context matched; its assertions were evaluated). */
  rulesFired: number;
  /** Schema-valid and no fatal assertion. */
  acceptable: boolean;
};

type SaxonJS = {
  transform(
    options: { stylesheetInternal: unknown; sourceText: string; destination: 'serialized' },
    mode: 'async',
  ): Promise<{ principalResult: string }>;
};

let saxon: SaxonJS | undefined;
let layers: unknown[] | undefined;
let schemaFiles: { invoice: string; creditNote: string; common: { fileName: string; contents: string }[] };

function load() {
  saxon ??= createRequire(import.meta.url)('saxon-js') as SaxonJS;
  layers ??= LAYERS.map((f) => JSON.parse(readFileSync(path.join(RULES, f), 'utf8')) as unknown);
  schemaFiles ??= {
    invoice: readFileSync(path.join(XSD, 'maindoc/UBL-Invoice-2.1.xsd'), 'utf8'),
    creditNote: readFileSync(path.join(XSD, 'maindoc/UBL-CreditNote-2.1.xsd'), 'utf8'),
    // The main schemas include ../common/<name>: preload every file of common/ under that name.
    common: readdirSync(path.join(XSD, 'common')).map((name) => ({
      fileName: `../common/${name}`,
      contents: readFileSync(path.join(XSD, 'common', name), 'utf8'),
    })),
  };
  return { saxon, layers, schemaFiles };
}

async function schemaErrors(xml: string): Promise<string[]> {
  const { schemaFiles: s } = load();
  const creditNote = /<(?:\w+:)?CreditNote[\s>]/.test(xml.slice(0, 2000));
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [
      {
        fileName: creditNote ? 'UBL-CreditNote-2.1.xsd' : 'UBL-Invoice-2.1.xsd',
        contents: creditNote ? s.creditNote : s.invoice,
      },
    ],
    preload: s.common,
  });
  return result.errors.map((e) => e.message);
}

const attr = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? '';

function failedAssertions(svrl: string): FailedAssertion[] {
  const re = /<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g;
  return [...svrl.matchAll(re)].map(([, attrs = '', body = '']) => ({
    id: attr(attrs, 'id'),
    flag: attr(attrs, 'flag'),
    location: attr(attrs, 'location'),
    text: /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body)?.[1]?.trim() ?? '',
  }));
}

/** Totals over every document validated in this test file, for the closing figures. */
export const validationCounts = { documents: 0, rulesFired: 0 };

export async function validateEinvoice(xml: string): Promise<EinvoiceValidation> {
  const { saxon: s, layers: l } = load();
  const failed: FailedAssertion[] = [];
  let rulesFired = 0;
  for (const stylesheet of l) {
    const { principalResult } = await s.transform(
      { stylesheetInternal: stylesheet, sourceText: xml, destination: 'serialized' },
      'async',
    );
    failed.push(...failedAssertions(principalResult));
    rulesFired += principalResult.match(/<svrl:fired-rule\b/g)?.length ?? 0;
  }
  const errors = await schemaErrors(xml);
  const fatal = failed.filter((f) => f.flag === 'fatal');
  validationCounts.documents++;
  validationCounts.rulesFired += rulesFired;
  return { schemaErrors: errors, failed, fatal, rulesFired, acceptable: !errors.length && !fatal.length };
}

/** The ids of failed assertions and the schema errors: what a test expects to be empty. */
export function problemsOf(v: EinvoiceValidation): string[] {
  return [...v.schemaErrors.map((e) => `xsd: ${e}`), ...v.failed.map((f) => `${f.flag} ${f.id}: ${f.text}`)];
}

/** An official example document of the release. */
export function officialExample(name: string): string {
  return readFileSync(path.join(RULES, 'examples', name), 'utf8');
}
