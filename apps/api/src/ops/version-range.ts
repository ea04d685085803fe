/**
 * Just enough of semver for security/advisories.json: a version against a space-separated list of
 * comparators (`<`, `<=`, `>`, `>=`, `=`) that must all hold, or `*`. A prerelease sorts before its release.
 */
function parse(version: string): { core: number[]; pre: string } {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+.*)?$/.exec(version.trim());
  if (!match) throw new Error(`Unsupported version: ${version}`);
  return { core: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4] ?? '' };
}

function compare(a: string, b: string): number {
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) if (x.core[i] !== y.core[i]) return x.core[i]! - y.core[i]!;
  if (x.pre === y.pre) return 0;
  if (!x.pre) return 1;
  if (!y.pre) return -1;
  return x.pre < y.pre ? -1 : 1;
}

const TESTS: Record<string, (c: number) => boolean> = {
  '<': (c) => c < 0,
  '<=': (c) => c <= 0,
  '>': (c) => c > 0,
  '>=': (c) => c >= 0,
  '=': (c) => c === 0,
};

export function satisfies(version: string, range: string): boolean {
  if (range.trim() === '*') return true;
  return range
    .trim()
    .split(/\s+/)
    .every((comparator) => {
      const match = /^(<=|>=|<|>|=)(.+)$/.exec(comparator);
      if (!match) throw new Error(`Unsupported range: ${range}`);
      return TESTS[match[1]!]!(compare(version, match[2]!));
    });
}
