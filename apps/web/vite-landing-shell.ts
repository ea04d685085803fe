import type { Plugin, Rolldown } from 'vite';
import { pageShells, SHELL_GATE_SCRIPT } from './src/early/landing-shell.ts';
import { SHELL_CSS } from './src/early/landing-shell-style.ts';

type OutputBundle = Rolldown.OutputBundle;
/** Where the server finds the shells (apps/api/src/lib/http/web-app.ts); dist/.vite/ is never served. */
const ROUTE_SHELLS_FILE = '.vite/route-shells.json';

/**
 * The entry's stylesheets (src/styles.css, a few hundred bytes) written into index.html: the first
 * paint then waits for no request but the page itself, where a linked sheet is requested behind the
 * scripts and holds the shell back until it arrives.
 */
function inlineStylesheets(html: string, bundle: OutputBundle | undefined): string {
  if (!bundle) return html;
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') return tag;
    const css = String(asset.source);
    return css.includes('</') ? tag : `<style>${css.trim()}</style>`;
  });
}

/**
 * The app shell (src/early/landing-shell.ts) in the build: index.html's head gets the inline gate
 * script, and dist/.vite/route-shells.json the shell's CSS (src/early/landing-shell-style.ts, from the
 * layout's own sizes) and the shell of each signed-in page of the route manifest (src/app/page-manifest.ts),
 * which the server puts in the index.html it sends for that path: the CSS in the head, the shell inside
 * <div id="root">, so a phone sees the bar and heading before the code arrives. The sign-in page carries
 * neither. The entry's own small stylesheet is written into index.html too. The dev server serves no
 * shell: there React draws the first paint.
 */
export function landingShell(): Plugin {
  return {
    name: 'portal-landing-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // After the title, before the page's scripts and stylesheets: an inline script after a
        // stylesheet would wait for it to download.
        const gated = html.replace('</title>', () => `</title>\n    <script>${SHELL_GATE_SCRIPT}</script>`);
        return inlineStylesheets(gated, ctx.bundle);
      },
    },
    generateBundle() {
      const pages = pageShells();
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_SHELLS_FILE,
        source: `${JSON.stringify({ style: SHELL_CSS, pages }, null, 2)}\n`,
      });
    },
  };
}
