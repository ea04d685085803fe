import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../config.ts';
import { ROOT } from './production-command.ts';

/** .env.example: every variable the server reads, each with a value the server accepts. */
const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
/** The commented-out assignments, uncommented: what a copy to .env with everything switched on would hold. */
const uncommented = example
  .split('\n')
  .filter((line) => /^# [A-Z][A-Z0-9_]*=/.test(line))
  .map((line) => line.slice(2))
  .join('\n');

describe('.env.example', () => {
  it('names every variable the server reads, and nothing else', () => {
    const named = Object.keys(parseEnv(uncommented));
    expect([...named].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('is what node --env-file reads, and its values are accepted by the configuration', () => {
    // As written (all commented) it sets nothing; uncommented, every value is one the server accepts.
    expect(parseEnv(example)).toEqual({});
    const env = parseEnv(uncommented);
    const config = loadConfig({ ...env, DATA_DIR: path.join(ROOT, 'data'), JWT_SECRET: 'x'.repeat(32) });
    expect(config.port).toBe(3000);
  });

  it('is loaded by the production command', () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.serve).toContain('--env-file-if-exists=.env ');
  });
});
