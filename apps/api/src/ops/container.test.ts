/**
 * No container engine runs on the project's machines, so the Dockerfile and compose.yaml are checked
 * against what does run: the image starts the same production command the tests
 * start (package.json's `serve`, production-start.test.ts), as a non-root user, with a health check, on
 * the Node of .nvmrc; compose.yaml has scripts/cluster.sh's services, ports and settings.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { productionCommand, ROOT } from './production-command.ts';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const dockerfile = read('Dockerfile');
/** scripts/cluster.sh and the parts it sources (the database layer, the API layer). */
const cluster = ['scripts/cluster.sh', 'scripts/cluster/patroni.sh', 'scripts/cluster/api.sh']
  .map(read)
  .join('\n');
type Service = {
  build?: string;
  image?: string;
  command?: string[];
  ports?: string[];
  environment?: Record<string, string>;
  configs?: Array<{ source: string; target: string }>;
  profiles?: string[];
};
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
  configs: Record<string, { content: string }>;
};

/** A shell variable's value in cluster.sh (`NAME=value` or `NAME=(a b c)`). */
const clusterVar = (name: string) =>
  new RegExp(`^${name}=\\(?([^)\\n]*)\\)?$`, 'm').exec(cluster)?.[1]?.split(' ') ?? [];
/** The lines of one heredoc of the cluster scripts (`cat >"$WORK/<file>" <<WORD … WORD`), without comments and blanks. */
const heredoc = (file: string) => {
  const found = new RegExp(`"\\$WORK/${file}" <<'?([A-Z]+)'?\\n`).exec(cluster);
  if (!found) throw new Error(`no heredoc for ${file} in the cluster scripts`);
  const start = found.index + found[0].length;
  return lines(cluster.slice(start, cluster.indexOf(`\n${found[1]}\n`, start)));
};
/** The lines of HAProxy's `backend api` section as the cluster scripts write it. */
const apiBackend = () => {
  const start = cluster.indexOf('backend api');
  return lines(cluster.slice(start, cluster.indexOf('\nCFG\n', start)));
};
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
const publishedPort = (service: string) => Number(compose.services[service]!.ports![0]!.split(':')[0]);

describe('the Dockerfile', () => {
  const stages = dockerfile.match(/^FROM .*/gm) ?? [];
  const final = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('builds in one stage and runs from another, on the Node of .nvmrc', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(new RegExp(`^ARG NODE_VERSION=${read('.nvmrc').trim()}$`, 'm'));
    for (const from of stages) expect(from).toContain('node:${NODE_VERSION}-');
    expect(dockerfile).toMatch(/RUN npm ci\b/);
    expect(dockerfile).toMatch(/RUN npm run build\b/);
  });

  it('runs the production command with plain node, as a non-root user, with a health check', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(final)?.[1];
    expect(JSON.parse(cmd!)).toEqual(productionCommand());
    expect(final).not.toMatch(/\btsx\b|npm (start|run)/);
    const user = /^USER (\S+)$/m.exec(final)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(final).toMatch(/^HEALTHCHECK .*\\\n\s+CMD .*\/api\//m);
  });
});

describe('compose.yaml mirrors scripts/cluster.sh', () => {
  it('has its services: primary, replica, PgBouncer, three API processes, HAProxy and an SMTP sink', () => {
    const running = Object.entries(compose.services).filter(([, s]) => !s.profiles);
    expect(running.map(([name]) => name).sort()).toEqual(
      ['api0', 'api1', 'api2', 'haproxy', 'mail', 'pgbouncer', 'primary', 'replica'].sort(),
    );
  });

  // The databases are published nowhere (deployment.test.ts): only the load balancer's port is the script's.
  it('publishes the same ports', () => {
    expect(publishedPort('haproxy')).toBe(Number(clusterVar('LB_PORT')[0]));
    const apiPorts = ['api0', 'api1', 'api2'].map((s) => Number(compose.services[s]!.environment!.PORT));
    expect(apiPorts).toEqual(clusterVar('API_PORTS').map(Number));
  });

  it('starts each API process from the image (its production command) with every variable the script sets', () => {
    const start = cluster.slice(
      cluster.indexOf('env -i'),
      cluster.indexOf('apps/api/', cluster.indexOf('env -i')),
    );
    const scriptVars = [...start.matchAll(/\b([A-Z_]+)=/g)]
      .map((m) => m[1]!)
      .filter((v) => !['PATH', 'HOME'].includes(v));
    expect(scriptVars).toContain('DATABASE_READ_URL');
    for (const name of ['api0', 'api1', 'api2']) {
      const api = compose.services[name]!;
      expect(api.build).toBe('.');
      expect(api.command).toBeUndefined();
      expect(Object.keys(api.environment!)).toEqual(expect.arrayContaining(scriptVars));
      expect(api.environment!.DATABASE_URL).toMatch(/@pgbouncer:6442\/portal$/);
      expect(api.environment!.DATABASE_READ_URL).toMatch(/@pgbouncer:6442\/portal_replica$/);
      expect(api.environment!.SMTP_URL).toMatch(/^smtp:\/\/mail:/);
    }
  });

  // The script's databases are three Patroni nodes (scripts/cluster/patroni.sh); compose keeps a primary and a
  // streaming replica. What must agree is what the API processes meet: the database's limits, PgBouncer's
  // pooling and HAProxy's API backend.
  it('configures the portal database, PgBouncer and the API backend of HAProxy as the script does', () => {
    for (const setting of cluster.match(/alter database portal set [a-z_]+ = '[^']+'/g)!) {
      expect(compose.configs['primary-init']!.content).toContain(setting);
    }
    const bouncer = lines(compose.configs['pgbouncer-ini']!.content);
    for (const l of heredoc('pgbouncer/pgbouncer.ini').filter((l) =>
      /^(pool_mode|max_client_conn|default_pool_size|ignore_startup_parameters|listen_port)/.test(l),
    )) {
      expect(bouncer).toContain(l.replace('$BOUNCER_PORT', String(clusterVar('BOUNCER_PORT')[0])));
    }
    const haproxy = lines(compose.configs['haproxy-cfg']!.content);
    for (const l of apiBackend().filter((l) => !/^(server|option forwardfor)\b/.test(l)))
      expect(haproxy).toContain(l);
  });
});
