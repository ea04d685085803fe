/** The little XML writing the e-invoices need: escaped text, elements that vanish when empty. */

/** Characters XML 1.0 cannot carry at all (controls other than tab and line ends, lone surrogates). */
const NOT_XML =
  // oxlint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as element content or an attribute value: markup escaped, characters XML cannot hold dropped. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

type Content = string | number | null | undefined | false | Xml | Content[];

/** Already written XML (children), told apart from text that still needs escaping. */
export class Xml {
  constructor(readonly text: string) {}
}

const written = (c: Content): string => {
  if (c instanceof Xml) return c.text;
  if (Array.isArray(c)) return c.map(written).join('');
  if (c === null || c === undefined || c === false) return '';
  return escapeXml(String(c).trim());
};

/**
 * An element, or nothing when it would be empty (PINT ibr-079: no empty elements). Text content is
 * escaped; children are `Xml` values made by `el` itself.
 */
export function el(name: string, content: Content, attrs: Record<string, string> = {}): Xml {
  const inner = written(content);
  if (!inner) return new Xml('');
  const attributes = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  return new Xml(`<${name}${attributes}>${inner}</${name}>`);
}
