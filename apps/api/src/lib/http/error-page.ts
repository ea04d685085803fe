import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * What a browser navigating to a page gets when the server refuses the request itself (an address that
 * is not canonical, a request line or headers too long for the server): the portal's own page, in the
 * portal's words, with a way back, never the API's JSON. Plain HTML with no script: the request was
 * refused before any page could be chosen, and a script would only ask the same address again.
 */

type Words = { heading: string; text: string };

const TOO_LONG: Words = {
  heading: 'This address is too long',
  text: 'The portal cannot open an address this long (a very long search, perhaps). Go back and shorten it, or start again from the dashboard.',
};
const NOT_FOUND: Words = {
  heading: 'We were unable to find this page',
  text: 'The address is not one the portal knows. Check it, or start again from the dashboard.',
};

function wordsFor(status: number): Words {
  return status === 414 || status === 431 ? TOO_LONG : NOT_FOUND;
}

/** The page for a refused navigation (status 4xx), in en-AU. */
export function errorPageHtml(status: number): string {
  const { heading, text } = wordsFor(status);
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} · Supplier Portal</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2421;background:#f5f7f5}
main{max-width:640px;margin:0 auto;padding:32px 16px;overflow-wrap:anywhere}
h1{font-size:1.5rem;margin:0 0 12px}
p{line-height:1.5;margin:0 0 20px}
a{display:inline-block;padding:8px 16px;border-radius:4px;background:#1b5e20;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #ff8f00;outline-offset:2px}
</style>
</head>
<body>
<main>
<p>Supplier Portal</p>
<h1>${heading}</h1>
<p>${text}</p>
<a href="/dashboard">Go to the dashboard</a>
</main>
</body>
</html>
`;
}

/** A browser's page load outside /api (not a script, a fetch or an image). */
export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if ((request.raw.url ?? '').startsWith('/api/')) return false;
  const mode = request.headers['sec-fetch-mode'];
  if (mode) return mode === 'navigate';
  return (request.headers.accept ?? '').includes('text/html');
}

/** Answers a refused navigation with the portal's page. */
export function sendErrorPage(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(errorPageHtml(status));
}
