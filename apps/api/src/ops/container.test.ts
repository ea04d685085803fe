/**
 * No container engine runs on the project's machines, so the Dockerfile and compose.yaml are checked
 * against what does run (issue 37 item 7): the image starts the same production command the tests
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
const cluster = read('scripts/cluster.sh');
type Service = {
  build?: string;
  image?: string;
  command?: string[];
  ports?: string[];
  environment?: Record<string, string>;
  configs?: Array<{ source: string; target: string }>;
};
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
  configs: Record<string, { content: string }>;
};

/** A shell variable's value in cluster.sh (`NAME=value` or `NAME=(a b c)`). */
const clusterVar = (name: string) =>
  new RegExp(`^${name}=\\(?([^)\\n]*)\\)?$`, 'm').exec(cluster)?.[1]?.split(' ') ?? [];
/** The lines of one heredoc of cluster.sh (`cat >"$WORK/<file>" <<EOF … EOF`, or `>>`), without comments and blanks. */
const heredoc = (file: string) => {
  const start = cluster.indexOf(`"$WORK/${file}" <<EOF`);
  if (start < 0) throw new Error(`no heredoc for ${file} in scripts/cluster.sh`);
  const end = cluster.indexOf('\nEOF', start);
  return lines(cluster.slice(cluster.indexOf('\n', start) + 1, end));
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
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api0', 'api1', 'api2', 'haproxy', 'mail', 'pgbouncer', 'primary', 'replica'].sort(),
    );
  });

  it('publishes the same ports', () => {
    expect(publishedPort('primary')).toBe(Number(clusterVar('PG_PRIMARY_PORT')[0]));
    expect(publishedPort('replica')).toBe(Number(clusterVar('PG_REPLICA_PORT')[0]));
    expect(publishedPort('pgbouncer')).toBe(Number(clusterVar('BOUNCER_PORT')[0]));
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

  it('configures PostgreSQL, PgBouncer and HAProxy as the script does', () => {
    const primarySettings = heredoc('primary/postgresql.conf')
      .filter((l) => !/^(port|listen_addresses|unix_socket_directories)\b/.test(l))
      .map((l) => l.replace(/\s*=\s*/, '='));
    expect(compose.services.primary!.command!.filter((a) => a !== '-c' && a !== 'postgres')).toEqual(
      primarySettings,
    );
    for (const setting of cluster.match(/alter database portal set [a-z_]+ = '[^']+'/g)!) {
      expect(compose.configs['primary-init']!.content).toContain(setting);
    }
    const bouncer = lines(compose.configs['pgbouncer-ini']!.content);
    for (const l of heredoc('pgbouncer/pgbouncer.ini').filter((l) =>
      /^(\[|pool_mode|max_client_conn|default_pool_size|ignore_startup_parameters|auth_type|listen_port)/.test(
        l,
      ),
    )) {
      expect(bouncer).toContain(l.replace('$BOUNCER_PORT', String(clusterVar('BOUNCER_PORT')[0])));
    }
    const haproxy = lines(compose.configs['haproxy-cfg']!.content);
    for (const l of heredoc('haproxy.cfg').filter((l) => !/^(bind|server) /.test(l)))
      expect(haproxy).toContain(l);
  });
});
