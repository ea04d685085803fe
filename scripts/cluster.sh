#!/usr/bin/env bash
# The portal scaled out on one machine, from Debian's packages, under a failure:
#
#   PostgreSQL 15 primary (:5442) ──streaming──> replica (:5443, made with pg_basebackup)
#          ^                                        ^
#          └──── PgBouncer, transaction mode (:6442): db `portal` → primary, `portal_replica` → replica
#                   ^
#   three API processes (:3241-3243; DATABASE_URL → portal, DATABASE_READ_URL → portal_replica)
#                   ^
#   HAProxy (:8442): round robin, health checks, retries GET/HEAD/OPTIONS on another process
#
# Then a bounded mixed read/write load (bench/cluster-load.ts, loopback only) while one API process is
# SIGKILLed and restarted, then every portal connection on the primary is ended (pg_terminate_backend,
# as a failover does), and a check that every acknowledged write is on the primary and, after replay, on
# the replica. Prints requests, errors, p50/p99 and the recovery from the termination. The API processes
# run the production command (`node apps/api/dist/server.js`, built first when missing). Everything it
# starts is stopped at exit.
#
#   sudo bash scripts/cluster.sh            # CLUSTER_SECONDS=30 CLUSTER_CONCURRENCY=12 by default
#
# Run as root from the repository (a fresh clone is fine: it runs `npm ci` when node_modules is
# missing). Installs postgresql, pgbouncer and haproxy with apt-get when missing. Not part of `npm test`.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SECONDS_OF_LOAD="${CLUSTER_SECONDS:-30}"
CONCURRENCY="${CLUSTER_CONCURRENCY:-12}"
KILL_AFTER="${CLUSTER_KILL_AFTER:-10}"
# Seconds after API 1 is back before every portal connection on the primary is ended.
TERMINATE_AFTER="${CLUSTER_TERMINATE_AFTER:-3}"
PG_PRIMARY_PORT=5442
PG_REPLICA_PORT=5443
BOUNCER_PORT=6442
LB_PORT=8442
API_PORTS=(3241 3242 3243)

log() { printf '[cluster %s] %s\n' "$(date +%T)" "$*" >&2; }
die() { log "error: $*"; exit 1; }

[ "$(id -u)" = 0 ] || die "run as root (it installs Debian packages and runs PostgreSQL as the postgres user)"
command -v node >/dev/null || die "Node 20.19+ is needed (see README.md)"

# --- Debian packages -------------------------------------------------------------------------------
missing=()
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql)
command -v pgbouncer >/dev/null || [ -x /usr/sbin/pgbouncer ] || missing+=(pgbouncer)
command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
if [ ${#missing[@]} -gt 0 ]; then
  log "installing ${missing[*]} with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null
  apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
fi
PGBIN=/usr/lib/postgresql/15/bin
PGBOUNCER="$(command -v pgbouncer || echo /usr/sbin/pgbouncer)"
HAPROXY="$(command -v haproxy || echo /usr/sbin/haproxy)"

for port in $PG_PRIMARY_PORT $PG_REPLICA_PORT $BOUNCER_PORT $LB_PORT "${API_PORTS[@]}"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then die "port $port is taken"; fi
done

cd "$ROOT"
[ -d node_modules ] || { log "npm ci"; npm ci --no-audit --no-fund >/dev/null; }
[ -f apps/api/dist/server.js ] || { log "building the API"; node apps/api/build.mjs >/dev/null; }

# --- everything lives in one temporary directory and stops at exit -----------------------------------
WORK="$(mktemp -d /tmp/portal-cluster.XXXXXX)"
chmod 755 "$WORK"
chown postgres "$WORK"
declare -A API_PID=()
as_pg() { runuser -u postgres -- "$@"; }
cleanup() {
  local status=$?
  set +e
  log "stopping everything"
  [ -f "$WORK/haproxy.pid" ] && kill "$(cat "$WORK/haproxy.pid")" 2>/dev/null
  for pid in "${API_PID[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${API_PID[@]}"; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -9 "$pid" 2>/dev/null
  done
  [ -f "$WORK/pgbouncer/pgbouncer.pid" ] && kill "$(cat "$WORK/pgbouncer/pgbouncer.pid")" 2>/dev/null
  [ -d "$WORK/replica" ] && as_pg "$PGBIN/pg_ctl" -D "$WORK/replica" -m immediate stop >/dev/null 2>&1
  [ -d "$WORK/primary" ] && as_pg "$PGBIN/pg_ctl" -D "$WORK/primary" -m fast stop >/dev/null 2>&1
  # A 500 in the load's figures is a bug: the API's own error lines say which (they are redacted).
  local errors
  errors=$(cat "$WORK"/api-*.log 2>/dev/null | grep -c '"level":50')
  if [ "${errors:-0}" -gt 0 ]; then
    log "$errors error lines in the API logs; the first five:"
    grep -h '"level":50' "$WORK"/api-*.log | head -5 >&2
  fi
  if [ "${CLUSTER_KEEP:-0}" = 1 ]; then log "kept $WORK"; else rm -rf "$WORK"; fi
  exit $status
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- PostgreSQL primary and a streaming replica ---------------------------------------------------
log "primary on :$PG_PRIMARY_PORT"
as_pg "$PGBIN/initdb" -D "$WORK/primary" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
cat >>"$WORK/primary/postgresql.conf" <<EOF
port = $PG_PRIMARY_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$WORK'
wal_level = replica
max_wal_senders = 5
hot_standby = on
max_connections = 120
shared_buffers = 128MB
fsync = on
synchronous_commit = on
EOF
as_pg "$PGBIN/pg_ctl" -D "$WORK/primary" -l "$WORK/primary.log" -w start >/dev/null
psql_primary() { psql -h 127.0.0.1 -p $PG_PRIMARY_PORT -U postgres -v ON_ERROR_STOP=1 -qAt "$@"; }
psql_primary -c "create database portal"
# Behind PgBouncer the pool's startup parameters are dropped (ignore_startup_parameters below): the
# same limits are set on the database, and the replica gets them with the rest of the data.
psql_primary -c "alter database portal set statement_timeout = '15s'"
psql_primary -c "alter database portal set idle_in_transaction_session_timeout = '30s'"

log "replica on :$PG_REPLICA_PORT (pg_basebackup)"
as_pg "$PGBIN/pg_basebackup" -h 127.0.0.1 -p $PG_PRIMARY_PORT -U postgres -D "$WORK/replica" -R -X stream -c fast
sed -i "s/^port = $PG_PRIMARY_PORT/port = $PG_REPLICA_PORT/" "$WORK/replica/postgresql.conf"
as_pg "$PGBIN/pg_ctl" -D "$WORK/replica" -l "$WORK/replica.log" -w start >/dev/null
psql -h 127.0.0.1 -p $PG_REPLICA_PORT -U postgres -qAt -c "select pg_is_in_recovery()" | grep -qx t ||
  die "the replica is not in recovery"

# --- PgBouncer in transaction mode ----------------------------------------------------------------
log "PgBouncer (transaction mode) on :$BOUNCER_PORT"
mkdir -p "$WORK/pgbouncer"
cat >"$WORK/pgbouncer/pgbouncer.ini" <<EOF
[databases]
portal = host=127.0.0.1 port=$PG_PRIMARY_PORT dbname=portal
portal_replica = host=127.0.0.1 port=$PG_REPLICA_PORT dbname=portal

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $BOUNCER_PORT
unix_socket_dir =
auth_type = trust
auth_file = $WORK/pgbouncer/userlist.txt
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
ignore_startup_parameters = extra_float_digits,statement_timeout,idle_in_transaction_session_timeout
logfile = $WORK/pgbouncer/pgbouncer.log
pidfile = $WORK/pgbouncer/pgbouncer.pid
EOF
echo '"postgres" ""' >"$WORK/pgbouncer/userlist.txt"
chown -R postgres "$WORK/pgbouncer"
as_pg "$PGBOUNCER" -d "$WORK/pgbouncer/pgbouncer.ini"
for _ in $(seq 50); do (exec 3<>"/dev/tcp/127.0.0.1/$BOUNCER_PORT") 2>/dev/null && break; sleep 0.1; done

# --- three API processes --------------------------------------------------------------------------
JWT_SECRET="$(head -c 48 /dev/urandom | base64 | tr -d '/+=\n')"
start_api() {
  local n=$1 port=${API_PORTS[$1]}
  mkdir -p "$WORK/api-$n"
  env -i PATH="$PATH" HOME="$WORK/api-$n" \
    PORT="$port" HOST=127.0.0.1 TRUST_PROXY=127.0.0.1 LOG_LEVEL=warn \
    DATA_DIR="$WORK/api-$n" JWT_SECRET="$JWT_SECRET" SEED_DEMO=1 DEMO_ORDERS_EVERY_MINUTES=0 STORAGE_DRIVER=database \
    DATABASE_URL="postgres://postgres@127.0.0.1:$BOUNCER_PORT/portal" \
    DATABASE_READ_URL="postgres://postgres@127.0.0.1:$BOUNCER_PORT/portal_replica" \
    node apps/api/dist/server.js >>"$WORK/api-$n.log" 2>&1 &
  API_PID[$n]=$!
}
wait_api() {
  local n=$1 port=${API_PORTS[$1]}
  for _ in $(seq 600); do
    curl -fsS "http://127.0.0.1:$port/api/health/ready" >/dev/null 2>&1 && return 0
    kill -0 "${API_PID[$n]}" 2>/dev/null || { tail -20 "$WORK/api-$n.log" >&2; die "API $n exited"; }
    sleep 0.2
  done
  die "API $n did not answer"
}
command -v curl >/dev/null || { apt-get install -y -q curl >/dev/null; }
# The first process migrates and seeds the demo world (SEED_DEMO=1) alone; then the other two.
log "API 0 on :${API_PORTS[0]} (migrates, seeds the demo world)"
started=$(date +%s)
start_api 0
wait_api 0
log "  ready after $(($(date +%s) - started)) s"
start_api 1
start_api 2
wait_api 1
wait_api 2
log "APIs on :${API_PORTS[*]}"

# --- HAProxy --------------------------------------------------------------------------------------
cat >"$WORK/haproxy.cfg" <<EOF
global
  maxconn 2000

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 5s
  option forwardfor
  # A request whose connection failed was never sent: try it again, on another process.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response junk-response response-timeout

frontend portal
  bind 127.0.0.1:$LB_PORT
  default_backend api

backend api
  balance roundrobin
  # Only safe methods and writes with an Idempotency-Key (which the API runs once per key) are replayed
  # after a failure once sent; an unkeyed write that a dying process held is answered 502 to the client
  # (its outcome is unknown), never run twice.
  acl safe_method method GET HEAD OPTIONS
  acl keyed_write req.hdr(idempotency-key) -m found
  http-request disable-l7-retry unless safe_method || keyed_write
  # Readiness, not liveness: a process whose database is out of reach or that is shutting down gets no
  # traffic (and is not restarted for it). A check under load may take a while: its own 2 s timeout,
  # not the 500 ms interval (HAProxy's default), else every process is marked down at once and HAProxy
  # answers 503 itself. A killed process is marked down at its first refused connection (observe
  # layer4), well before two failed checks, and its requests go to another process (redispatch).
  option httpchk GET /api/health/ready
  http-check expect status 200
  timeout check 2s
  default-server check inter 1s fastinter 250ms downinter 500ms fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down
  server api0 127.0.0.1:${API_PORTS[0]}
  server api1 127.0.0.1:${API_PORTS[1]}
  server api2 127.0.0.1:${API_PORTS[2]}
EOF
"$HAPROXY" -c -q -f "$WORK/haproxy.cfg"
"$HAPROXY" -D -f "$WORK/haproxy.cfg" -p "$WORK/haproxy.pid"
for _ in $(seq 50); do curl -fsS "http://127.0.0.1:$LB_PORT/api/" >/dev/null 2>&1 && break; sleep 0.2; done
log "HAProxy on :$LB_PORT"

# --- load, SIGKILL, restart -----------------------------------------------------------------------
EVENTS="$WORK/events.log"
: >"$EVENTS"
log "load: ${SECONDS_OF_LOAD} s, $CONCURRENCY loops; SIGKILL of API 1 after ${KILL_AFTER} s"
node --import tsx bench/cluster-load.ts --url "http://127.0.0.1:$LB_PORT" --seconds "$SECONDS_OF_LOAD" \
  --concurrency "$CONCURRENCY" --events "$EVENTS" \
  --primary "postgres://postgres@127.0.0.1:$PG_PRIMARY_PORT/portal" \
  --replica "postgres://postgres@127.0.0.1:$PG_REPLICA_PORT/portal" >"$WORK/result.json" &
LOAD_PID=$!
for _ in $(seq 600); do grep -q 'load started' "$EVENTS" && break; sleep 0.1; done
sleep "$KILL_AFTER"
echo "$(date +%s%3N) SIGKILL api1 (pid ${API_PID[1]})" >>"$EVENTS"
kill -9 "${API_PID[1]}"
wait "${API_PID[1]}" 2>/dev/null || true
log "killed API 1 with SIGKILL"
sleep 2
start_api 1
wait_api 1
echo "$(date +%s%3N) restarted api1 (pid ${API_PID[1]})" >>"$EVENTS"
log "API 1 restarted"
sleep "$TERMINATE_AFTER"
ended=$(psql_primary -c "select count(*) from (select pg_terminate_backend(pid) from pg_stat_activity
  where datname = 'portal' and pid <> pg_backend_pid()) ended")
echo "$(date +%s%3N) terminated $ended backends" >>"$EVENTS"
log "ended $ended portal connections on the primary (pg_terminate_backend)"
wait "$LOAD_PID" || die "the load driver failed"

# --- figures --------------------------------------------------------------------------------------
node -e '
const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
const line = (k, v) => console.log(k.padEnd(34) + v);
console.log("\n== portal cluster: 3 API processes, PgBouncer (transaction), primary + streaming replica, HAProxy ==");
line("duration / loops", `${r.seconds} s / ${r.concurrency}`);
line("requests", `${r.requests} (${r.requestsPerSecond}/s)`);
line("errors", `${r.errors}` + (r.errorDetail.length ? "  (" + r.errorDetail.map(e => `${e.kind} ${e.status || e.error}, sent ${e.msAfterKill} ms after the kill`).join("; ") + ")" : ""));
line("latency p50 / p99 (ok requests)", `${r.p50Ms} ms / ${r.p99Ms} ms`);
for (const [k, v] of Object.entries(r.byKind)) line("  " + k, `${v.requests} requests, ${v.errors} errors`);
line("writes acknowledged", r.writesAcknowledged + ` (${r.writeRetries} retries under the same key; ${r.readRetries} reads retried)`);
line("acknowledged writes applied twice", r.acknowledgedOnPrimary ? r.acknowledgedOnPrimary.appliedTwice : "-");
line("writes not acknowledged", r.writesNotAcknowledged + (r.unacknowledgedButCommitted ? ` (${r.unacknowledgedButCommitted} committed anyway)` : ""));
line("acknowledged on the primary", r.acknowledgedOnPrimary ? `${r.acknowledgedOnPrimary.checked - r.acknowledgedOnPrimary.missing}/${r.acknowledgedOnPrimary.checked}` : "-");
line("acknowledged on the replica", r.acknowledgedOnReplica ? `${r.acknowledgedOnReplica.checked - r.acknowledgedOnReplica.missing}/${r.acknowledgedOnReplica.checked} (after ${r.replicaReplayWaitMs} ms of replay wait)` : "-");
line("orders table scans", `replica ${r.ordersTableScans.replica}, primary ${r.ordersTableScans.primary} (lists and reports on the replica; writes and single orders on the primary)`);
line("events", r.events.map(e => `${e.what} at ${e.atSecond} s`).join("; "));
const t = r.terminationRecovery;
if (t) line("after the backend termination", `first write acknowledged ${t.firstWriteOkMs} ms after it; longest request in flight or sent in the 2 s after it ${t.longestRequestMs} ms; last of those answered ${t.lastAnswerMs} ms after it; ${t.failedAfter} failed`);
const ok = r.acknowledgedOnPrimary && r.acknowledgedOnPrimary.missing === 0 && r.acknowledgedOnReplica && r.acknowledgedOnReplica.missing === 0;
console.log(ok ? "CHECK OK: every acknowledged write is on the primary and on the replica" : "CHECK FAILED: acknowledged writes are missing");
process.exit(ok ? 0 : 1);
' "$WORK/result.json"
cp "$WORK/result.json" "${CLUSTER_RESULT:-/tmp/portal-cluster-result.json}"
