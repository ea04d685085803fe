import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * Poppler's command-line tools read a PDF as another program would: pdftotext for the text
 * a reader copies, pdfinfo -struct-text for the tagged structure a screen reader follows. CI installs
 * poppler-utils (.ci/run).
 */
const run = promisify(execFile);

async function withFile<T>(pdf: Buffer, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-'));
  const file = path.join(dir, 'document.pdf');
  try {
    await writeFile(file, pdf);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of the PDF as pdftotext writes it (`layout`: columns kept side by side, as on the page). */
export function pdftotext(pdf: Buffer, layout = false): Promise<string> {
  return withFile(pdf, async (file) => {
    const args = [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'];
    return (await run('pdftotext', args, { maxBuffer: 16 * 1024 * 1024 })).stdout;
  });
}

export type Tagged = { role: string; depth: number; text: string };

/** The structure tree in reading order: each element's role, depth and the text it holds. */
export function structureOf(pdf: Buffer): Promise<Tagged[]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', ['-struct-text', file], { maxBuffer: 16 * 1024 * 1024 });
    const elements: Tagged[] = [];
    for (const line of stdout.split('\n')) {
      const depth = line.length - line.trimStart().length;
      const content = line.trim();
      if (!content) continue;
      if (content.startsWith('"')) elements.at(-1)!.text += content.slice(1, -1);
      else elements.push({ role: content.split(' ')[0]!, depth, text: '' });
    }
    return elements;
  });
}
