/**
 * The commands README.md, CONTRIBUTING.md and docs/architecture.md show a newcomer must exist: every
 * `npm run X` (and `npm start`/`npm test`) is a root script, every file given to `npx tsx`, `npx vitest`
 * or `npx playwright test` is there, every `--project` is a vitest project. The one command that can run
 * safely here, `npm run reset -- --dry-run`, is run against an empty temporary DATA_DIR.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOCS = ['README.md', 'CONTRIBUTING.md', 'docs/architecture.md'];
const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts,
);
const vitestProjects = [
  ...readFileSync(path.join(ROOT, 'vitest.config.ts'), 'utf8').matchAll(/name: '(\w+)'/g),
].map((m) => m[1]);

/** Commands in fenced blocks and in `inline code`, one per line or span, comments dropped. */
function commandsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const fenced = [...text.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].flatMap((m) => m[1]!.split('\n'));
  const inline = [...text.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  return [...fenced, ...inline]
    .map((line) => line.replace(/\s#.*$/, '').trim())
    .flatMap((line) => line.split(/\s*&&\s*/))
    .map((line) => line.replace(/^(\w+=\S+\s+)+/, ''))
    .filter((line) => /^(npm|npx) /.test(line));
}

/** Paths a command names (globs such as `e2e/<area>.spec.ts` are templates, not files). */
function filesOf(command: string): string[] {
  const m = /^npx (?:tsx|vitest run|playwright test)\b(.*)$/.exec(command);
  if (!m) return [];
  return m[1]!.split(/\s+/).filter((arg) => /\.(ts|tsx|mjs)$/.test(arg) && !arg.includes('<'));
}

describe.each(DOCS)('commands shown in %s', (doc) => {
  const commands = commandsOf(doc);

  it('are found (the doc shows some)', () => {
    expect(commands.length).toBeGreaterThan(0);
  });

  it('name only npm scripts that package.json defines', () => {
    const named = commands.flatMap((c) => {
      const run = /^npm run (?:-s )?([\w:.-]+)/.exec(c);
      if (run) return [run[1]!];
      const short = /^npm (start|test)\b/.exec(c);
      return short ? [short[1]!] : [];
    });
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it('name only files that exist, and only vitest projects that exist', () => {
    const missing = commands.flatMap(filesOf).filter((file) => !existsSync(path.join(ROOT, file)));
    expect(missing).toEqual([]);
    const projects = commands.flatMap((c) =>
      [...c.matchAll(/--project ([\w|]+)/g)].flatMap((m) => m[1]!.split('|')),
    );
    expect(projects.filter((p) => !vitestProjects.includes(p))).toEqual([]);
  });
});

it('the README names the day-to-day commands', () => {
  const readme = commandsOf('README.md');
  for (const c of ['npm run dev', 'npm run check', 'npm run reset', 'npm test']) {
    expect(readme.some((line) => line.startsWith(c))).toBe(true);
  }
});

it('npm run reset -- --dry-run lists nothing to delete in an empty DATA_DIR and touches nothing', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-reset-'));
  try {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', TEST_DATABASE_URL: '' };
    const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'reset', '--', '--dry-run'], {
      cwd: ROOT,
      env,
    });
    expect(stdout).toBe(
      `Nothing to delete in ${dataDir}\nWould then migrate, load reference data and seed the demo world.\n`,
    );
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
