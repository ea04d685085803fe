import mjml2html from 'mjml';

/**
 * An e-mail's MJML as HTML, strictly validated: a template error throws MJML's ValidationError.
 * Runs in the pool's worker threads (lib/pdf-pool): MJML takes half a second to load and tens of
 * milliseconds an e-mail, which on the event loop every tenant's requests would wait for.
 */
export async function mjmlToHtml(source: string): Promise<Buffer> {
  const { html } = await mjml2html(source, { validationLevel: 'strict', keepComments: false });
  return Buffer.from(html, 'utf8');
}
