/**
 * The figures of scripts/cluster.sh's self-contained run: one block per fault from the load driver's JSON
 * (bench/cluster-load.ts) in the results folder, each fault's checks, and one line that says whether all
 * of them passed (the script's exit status follows it).
 *
 *   node --import tsx bench/cluster-report.ts /tmp/portal-cluster/results
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type NodeCheck = {
  node: string;
  replayWaitMs: number | null;
  checked?: number;
  missing?: number;
  appliedTwice?: number;
  unreachable?: boolean;
};
type Result = {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  statuses: Record<string, number>;
  errors: number;
  errorDetail: Array<{ kind: string; status: number; tookMs: number; error?: string }>;
  p50Ms: number;
  p99Ms: number;
  writesAcknowledged: number;
  writeRetries: number;
  writesNotAcknowledged: number;
  unacknowledgedButCommitted: number;
  acknowledgedOnPrimary: { checked: number; missing: number; appliedTwice: number } | null;
  acknowledgedOnNodes: NodeCheck[];
  ordersTableScans: Record<string, number | null>;
  writeGap: { ms: number; fromSecond: number };
  writesResumed: Array<{ after: string; firstWriteOkMs: number | null }>;
  events: Array<{ what: string; atSecond: number }>;
  liveEvents: {
    streams: number;
    expected: number;
    missed: number[];
    doubled: number[];
    reconnects: number;
  } | null;
};

const dir = process.argv[2];
if (!dir) throw new Error('usage: cluster-report.ts <results folder>');

const PHASES = [
  {
    name: 'api-and-connections',
    title: 'SIGKILL of an API process, every portal connection on the leader ended',
  },
  { name: 'leader-kill', title: "kill -9 of the leader's postmaster (Patroni failover)" },
  { name: 'switchover', title: 'planned switchover (patronictl switchover)' },
  { name: 'rolling-restart', title: 'rolling restart of the three API processes' },
] as const;
/** Writes must be acknowledged again this soon after the leader is lost. */
const WRITES_RESUME_WITHIN_MS = 30_000;
/** The old leader must stream from the new one again this soon. */
const REJOIN_WITHIN_MS = 120_000;

const line = (k: string, v: string | number) => console.log(`  ${k.padEnd(36)}${v}`);
const failures: string[] = [];
const check = (phase: string, ok: boolean, what: string) => {
  if (!ok) failures.push(`${phase}: ${what}`);
};

function printPhase(name: string, title: string, r: Result) {
  console.log(`\n== ${title} ==`);
  line('requests', `${r.requests} in ${r.seconds} s (${r.requestsPerSecond}/s)`);
  line(
    'statuses',
    Object.entries(r.statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', '),
  );
  line('latency p50 / p99 (ok requests)', `${r.p50Ms} ms / ${r.p99Ms} ms`);
  line('writes acknowledged', `${r.writesAcknowledged} (${r.writeRetries} retries under the same key)`);
  line(
    'writes not acknowledged',
    `${r.writesNotAcknowledged} (${r.unacknowledgedButCommitted} committed anyway)`,
  );
  const primary = r.acknowledgedOnPrimary;
  line(
    'found on the leader afterwards',
    primary ? `${primary.checked - primary.missing}/${primary.checked}` : '-',
  );
  for (const n of r.acknowledgedOnNodes) {
    line(
      `  on node ${n.node}`,
      n.unreachable
        ? 'unreachable'
        : `${n.checked! - n.missing!}/${n.checked} (replayed after ${n.replayWaitMs} ms)`,
    );
  }
  const lost = primary?.missing ?? 0;
  const doubled = Math.max(
    primary?.appliedTwice ?? 0,
    ...r.acknowledgedOnNodes.map((n) => n.appliedTwice ?? 0),
  );
  line('lost / doubled', `${lost} / ${doubled}`);
  line(
    'write gap (longest with no write acknowledged)',
    `${r.writeGap.ms} ms, from ${r.writeGap.fromSecond} s`,
  );
  for (const w of r.writesResumed)
    line(`  first write acknowledged after`, `"${w.after}": ${w.firstWriteOkMs ?? '-'} ms`);
  line(
    'orders-table scans by node',
    Object.entries(r.ordersTableScans)
      .map(([n, v]) => `${n} ${v ?? '-'}`)
      .join(', '),
  );
  line('events', r.events.map((e) => `${e.what} at ${e.atSecond} s`).join('; '));
  const live = r.liveEvents;
  if (live)
    line(
      'live events (streams through :8442)',
      `${live.streams} streams, ${live.expected} events each, missed ${live.missed.join('/')}, shown twice ${live.doubled.join('/')}, ${live.reconnects} reconnects`,
    );
  for (const e of r.errorDetail.slice(0, 5))
    line('  failed', `${e.kind} ${e.status || e.error} (took ${e.tookMs} ms)`);

  const serverErrors = Object.entries(r.statuses).filter(([s]) => Number(s) >= 500 && s !== '503');
  check(name, serverErrors.length === 0, `answers ${serverErrors.map(([s, n]) => `${s} ×${n}`).join(', ')}`);
  check(name, primary !== null && lost === 0, `${lost} acknowledged writes missing on the leader`);
  check(name, doubled === 0, `${doubled} acknowledged writes applied twice`);
  check(name, live !== null && live.expected > 0, 'no live events were recorded to follow');
  check(name, !live || live.missed.every((n) => n === 0), `live events missed: ${live?.missed.join('/')}`);
  check(
    name,
    !live || live.doubled.every((n) => n === 0),
    `live events shown twice: ${live?.doubled.join('/')}`,
  );
  for (const n of r.acknowledgedOnNodes) {
    check(
      name,
      !n.unreachable && n.missing === 0,
      `node ${n.node}: acknowledged writes missing or not replayed`,
    );
  }
  return { lost, doubled };
}

const summary: string[] = [];
for (const { name, title } of PHASES) {
  const file = join(dir, `${name}.json`);
  if (!existsSync(file)) {
    failures.push(`${name}: no result`);
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8')) as Result;
  const { lost, doubled } = printPhase(name, title, r);
  let extra = '';
  if (name === 'leader-kill') {
    const t = JSON.parse(readFileSync(join(dir, 'leader-kill.timing.json'), 'utf8')) as {
      promotedMs: number | null;
      rejoinedMs: number | null;
    };
    const resumed = r.writesResumed.find((w) => w.after.startsWith('kill -9'))?.firstWriteOkMs ?? null;
    line('standby promoted after', `${t.promotedMs ?? '-'} ms`);
    line('writes resumed after', `${resumed ?? '-'} ms`);
    line('old leader rejoined as a replica after', `${t.rejoinedMs ?? '-'} ms`);
    check(name, resumed !== null && resumed <= WRITES_RESUME_WITHIN_MS, `writes resumed after ${resumed} ms`);
    check(
      name,
      t.rejoinedMs !== null && t.rejoinedMs <= REJOIN_WITHIN_MS,
      `rejoined after ${t.rejoinedMs} ms`,
    );
    extra = `, promoted ${t.promotedMs} ms, writes resumed ${resumed} ms, rejoined ${t.rejoinedMs} ms`;
  }
  if (name === 'switchover' || name === 'rolling-restart') {
    check(name, r.errors === 0, `${r.errors} failed requests`);
  }
  summary.push(
    `${name.padEnd(20)} ${r.requests} requests, ${r.errors} failed, ${r.writesAcknowledged} writes acknowledged, ` +
      `${lost} lost, ${doubled} doubled, write gap ${r.writeGap.ms} ms${extra}`,
  );
}

console.log('\n== summary ==');
for (const s of summary) console.log(s);
if (failures.length === 0) console.log('ALL CHECKS PASSED');
else {
  console.log('CHECKS FAILED:');
  for (const f of failures) console.log(`  ${f}`);
}
