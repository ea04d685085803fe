import './styles.css';

/*
 * The entry: it starts the portal (app/boot.tsx) once the browser has painted the server's app shell
 * (early/landing-shell.ts), when the page has one. The portal's code, arriving quickly (a desk, a warm
 * cache on a phone), would otherwise be evaluated and run its first render before the shell is ever
 * drawn, and the page stay blank for all of it. Without a shell (the sign-in page) it starts
 * at once. The server announces boot's chunks with the page's own (vite-route-preloads.ts), so they
 * download while the shell paints.
 *
 * The code is evaluated in two steps, each its own task with the browser free in between: React and the
 * router, then the portal. As one module graph it was one task of ~300 ms on a phone (4x CPU).
 */
function shellPainted(): Promise<void> {
  const shell = document.querySelector('.app-shell');
  if (!shell || shell.getClientRects().length === 0) return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

await shellPainted();
await import('./app/boot-runtime.ts');
await nextTask();
await import('./app/boot.tsx');
