import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The repository's root scripts (package.json). */
export function rootScripts(): Record<string, string> {
  return (
    JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
}

/**
 * The one production command (run from the repository root): what `npm run serve` execs, what
 * `npm start` ends in, the Dockerfile's CMD and so every API container of compose.yaml.
 */
export function productionCommand(): string[] {
  const serve = rootScripts().serve ?? '';
  if (!serve.startsWith('exec ')) throw new Error(`npm run serve must exec the server: ${serve}`);
  return serve.slice('exec '.length).split(' ');
}
