/**
 * Signing and checking the session token, before and after `jose`, in one run: "before" is the hand-written
 * HS256 code the API used (bench/support/hand-written-jwt.ts), "after" is apps/api/src/lib/jwt.ts. The auth
 * hook checks a token on every request, so its cost per request is the figure that matters. The two sides
 * alternate for a few rounds; each round prints the mean microseconds per sign and per check one at a time,
 * and the process's CPU per check with 100 in flight (what a busy server pays per request).
 *
 *   npx tsx bench/jwt.ts [--rounds 5] [--count 20000]
 */
import { parseArgs } from 'node:util';
import * as before from './support/hand-written-jwt.ts';
import * as after from '../apps/api/src/lib/jwt.ts';

const { values: flags } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, count: { type: 'string', default: '20000' } },
});
const ROUNDS = Number(flags.rounds);
const COUNT = Number(flags.count);
const SECRET = 'a-secret-of-the-length-a-deployment-generates-0123456789';
const CLAIMS = {
  sub: 1,
  state: 'NSW',
  staff: false,
  username: 'supplier@example.com',
  supplierName: 'Harbour Fresh Wholesale',
  actor: 1,
  role: 'owner',
};

type Side = {
  sign: () => string | Promise<string>;
  verify: (token: string) => unknown;
};
const SIDES: Record<'before' | 'after', Side> = {
  before: {
    sign: () => before.signToken(CLAIMS, SECRET, 3600),
    verify: (token) => before.verifyToken(token, SECRET),
  },
  after: {
    sign: () => after.signToken(CLAIMS, SECRET, 3600),
    verify: (token) => after.verifyToken(token, SECRET),
  },
};

const line = (sign: number, verify: number, cpu: number) =>
  `sign ${sign.toFixed(1).padStart(6)}  check ${verify.toFixed(1).padStart(6)}  CPU a check, 100 at once ${cpu.toFixed(1).padStart(6)}`;

async function microsPer(run: () => unknown): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = 0; i < COUNT; i += 1) await run();
  return Number(process.hrtime.bigint() - start) / 1000 / COUNT;
}

/** Process CPU per check with 100 checks in flight at once, as a busy server's requests are. */
async function cpuMicrosPerCheck(verify: (token: string) => unknown, token: string): Promise<number> {
  const batches = Math.ceil(COUNT / 100);
  const start = process.cpuUsage();
  for (let b = 0; b < batches; b += 1) await Promise.all(Array.from({ length: 100 }, () => verify(token)));
  const used = process.cpuUsage(start);
  return (used.user + used.system) / (batches * 100);
}

async function main() {
  console.log(`${COUNT} signs and ${COUNT} checks a side, ${ROUNDS} rounds (µs each)`);
  const totals = { before: { sign: 0, verify: 0, cpu: 0 }, after: { sign: 0, verify: 0, cpu: 0 } };
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const name of ['before', 'after'] as const) {
      const side = SIDES[name];
      const token = await side.sign();
      // Each side checks the other's token too: the two write the same HS256 JWT.
      const other = await SIDES[name === 'before' ? 'after' : 'before'].sign();
      if (!(await side.verify(other))) throw new Error(`${name} refused the other side's token`);
      const sign = await microsPer(side.sign);
      const verify = await microsPer(() => side.verify(token));
      const cpu = await cpuMicrosPerCheck(side.verify, token);
      totals[name].sign += sign;
      totals[name].verify += verify;
      totals[name].cpu += cpu;
      console.log(`round ${round} ${name.padEnd(6)} ${line(sign, verify, cpu)}`);
    }
  }
  for (const name of ['before', 'after'] as const) {
    const { sign, verify, cpu } = totals[name];
    console.log(`mean ${name.padEnd(6)}    ${line(sign / ROUNDS, verify / ROUNDS, cpu / ROUNDS)}`);
  }
}

await main();
