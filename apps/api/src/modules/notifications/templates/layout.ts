import { renderEmailHtml } from '../../../lib/pdf-pool/pdf-pool.ts';

/**
 * One layout for every notification: the supplier's logo (inline, by CID) and name, a heading, a few
 * paragraphs, label/value rows, an optional table, one button into the portal, and a footer saying how
 * to change the e-mails. Rendered with MJML on the server into HTML, and into plain text from the same
 * content. Nothing is loaded from elsewhere: no remote image, web font or stylesheet.
 */
export type EmailContent = {
  subject: string;
  /** The inbox preview line. */
  preview: string;
  heading: string;
  paragraphs: string[];
  rows?: Array<[label: string, value: string]>;
  table?: { head: string[]; rows: string[][]; numeric?: number[] };
  /** A list under its own heading (e.g. items out of stock). */
  list?: { title: string; items: string[]; empty: string };
  /** One button into the portal (none for readers outside it, e.g. a venue sent a document). */
  action?: { label: string; url: string };
  /** Why the reader receives it, when not as a recipient in Settings (e.g. documents they asked for). */
  footer?: string;
};

export type Brand = {
  company: string;
  /** The CID of the logo attachment, when the supplier has a logo. */
  logoCid?: string;
  settingsUrl: string;
};

const GREEN = '#1b5e20';
const INK = '#1f2933';
const MUTED = '#52606d';

/** Every e-mail the portal sends is written in Australian English, and says so to screen readers. */
export const EMAIL_LANG = 'en-AU';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function mjmlOf(c: EmailContent, brand: Brand): string {
  const e = escapeHtml;
  const logo = brand.logoCid
    ? `<mj-image src="cid:${e(brand.logoCid)}" alt="${e(brand.company)} logo" width="80px" align="left" padding="0 0 8px 0" />`
    : '';
  const paragraphs = c.paragraphs.map((p) => `<mj-text>${e(p)}</mj-text>`).join('');
  const rows = c.rows?.length
    ? `<mj-table cellpadding="4px">${c.rows
        .map(
          ([label, value]) =>
            `<tr><td style="color:${MUTED};width:40%;vertical-align:top">${e(label)}</td><td style="vertical-align:top">${e(value)}</td></tr>`,
        )
        .join('')}</mj-table>`
    : '';
  const align = (i: number) => (c.table?.numeric?.includes(i) ? 'right' : 'left');
  const table = c.table
    ? `<mj-table cellpadding="4px"><tr style="border-bottom:1px solid #cbd2d9">${c.table.head
        .map(
          (h, i) => `<th style="text-align:${align(i)};white-space:nowrap;word-break:keep-all">${e(h)}</th>`,
        )
        .join('')}</tr>${c.table.rows
        .map((r) => `<tr>${r.map((v, i) => `<td style="text-align:${align(i)}">${e(v)}</td>`).join('')}</tr>`)
        .join('')}</mj-table>`
    : '';
  const list = c.list
    ? `<mj-text font-weight="bold" padding-bottom="0">${e(c.list.title)}</mj-text><mj-text>${
        c.list.items.length ? c.list.items.map((i) => `• ${e(i)}`).join('<br />') : e(c.list.empty)
      }</mj-text>`
    : '';
  const button = c.action
    ? `<mj-button href="${e(c.action.url)}" background-color="${GREEN}" color="#ffffff" font-size="15px" align="left">${e(c.action.label)}</mj-button>`
    : '';
  const footer = c.footer
    ? e(c.footer)
    : `You receive this e-mail because your address is a recipient in the supplier portal's Settings. Choose which e-mails are sent in <a href="${e(brand.settingsUrl)}" style="color:${GREEN}">Settings → Notifications</a>.`;
  return `<mjml lang="${EMAIL_LANG}">
  <mj-head>
    <mj-title>${e(c.subject)}</mj-title>
    <mj-preview>${e(c.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="${INK}" />
      <mj-table font-size="14px" color="${INK}" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f5f7f5" width="600px">
    <mj-section background-color="#ffffff" padding="20px 24px 0 24px">
      <mj-column>
        ${logo}
        <mj-text font-size="18px" font-weight="bold" color="${GREEN}" padding="0">${e(brand.company)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="8px 24px 24px 24px">
      <mj-column>
        <mj-text font-size="22px" line-height="28px" font-weight="bold">${e(c.heading)}</mj-text>
        ${paragraphs}
        ${rows}
        ${table}
        ${list}
        ${button}
      </mj-column>
    </mj-section>
    <mj-section padding="12px 24px">
      <mj-column>
        <mj-text font-size="12px" line-height="18px" color="${MUTED}">${footer}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

function textOf(c: EmailContent, brand: Brand): string {
  const out: string[] = [brand.company, '', c.heading, ''];
  for (const p of c.paragraphs) out.push(p, '');
  if (c.rows?.length) {
    for (const [label, value] of c.rows) out.push(`${label}: ${value}`);
    out.push('');
  }
  if (c.table) {
    out.push(c.table.head.join(' | '));
    for (const r of c.table.rows) out.push(r.join(' | '));
    out.push('');
  }
  if (c.list) {
    out.push(`${c.list.title}:`);
    if (c.list.items.length) for (const i of c.list.items) out.push(`- ${i}`);
    else out.push(c.list.empty);
    out.push('');
  }
  if (c.action) out.push(`${c.action.label}: ${c.action.url}`, '');
  if (c.footer) out.push(c.footer);
  else
    out.push(
      "You receive this e-mail because your address is a recipient in the supplier portal's Settings.",
      `Choose which e-mails are sent in Settings → Notifications: ${brand.settingsUrl}`,
    );
  return `${out.join('\n')}\n`;
}

export async function renderEmail(
  content: EmailContent,
  brand: Brand,
): Promise<{ html: string; text: string }> {
  return { html: await renderEmailHtml(mjmlOf(content, brand)), text: textOf(content, brand) };
}
