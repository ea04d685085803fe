#!/usr/bin/env bash
# The portal scaled out on one machine as it would be on three hosts, from Debian's packages:
#
#   etcd ×3 (:2379 :2479 :2579) ── Patroni ×3 (REST :8008 :8009 :8010)
#                                    └─ PostgreSQL 15 ×3 (:5442 :5443 :5444), one leader, synchronous_mode
#   HAProxy :5440 → the leader (Patroni's /primary)   HAProxy :5441 → the replicas (/replica)
#   PgBouncer :6442, transaction mode: db `portal` → :5440, `portal_replica` → :5441
#   three API processes (:3241-3243), the production command `node apps/api/dist/server.js`
#   HAProxy :8442 → the API processes (round robin, readiness checks, retries of safe and keyed requests)
#
#   sudo bash scripts/cluster.sh up      # start it all; returns once :8442 takes requests, prints addresses
#   sudo bash scripts/cluster.sh down    # stop all that `up` started
#   sudo bash scripts/cluster.sh         # up, a bounded load under each fault, the figures, down
#
# The faults of the self-contained run, each under its own bounded write and read load (bench/cluster-load.ts,
# loopback only): SIGKILL of an API process and every portal connection on the leader ended; kill -9 of
# the leader's postmaster (Patroni promotes the synchronous standby, the old leader rejoins with
# pg_rewind); a planned `patronictl switchover`; a rolling restart of the three API processes. After each,
# every acknowledged write is looked for on every node. CLUSTER_SECONDS (40) sets each load's length,
# CLUSTER_CONCURRENCY (12) its loops, CLUSTER_DIR (/tmp/portal-cluster) where everything lives.
#
# Run as root from the repository (a fresh clone is fine: it runs `npm ci` when node_modules is missing
# and builds when the build is missing). Installs patroni, etcd-server, postgresql-15, pgbouncer and haproxy
# with apt-get when missing. Not part of `npm test`.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="${CLUSTER_DIR:-/tmp/portal-cluster}"
BOUNCER_PORT=6442
LB_PORT=8442
API_PORTS=(3241 3242 3243)
# Other ports for the API processes, e.g. CLUSTER_API_PORTS="3251 3252 3253" where those are taken.
if [ -n "${CLUSTER_API_PORTS:-}" ]; then read -ra API_PORTS <<<"$CLUSTER_API_PORTS"; fi

log() { printf '[cluster %s] %s\n' "$(date +%T)" "$*" >&2; }
die() {
  log "error: $*"
  exit 1
}
as_pg() { runuser -u postgres -- "$@"; }

# shellcheck source=scripts/cluster/patroni.sh
. "$ROOT/scripts/cluster/patroni.sh"
# shellcheck source=scripts/cluster/api.sh
. "$ROOT/scripts/cluster/api.sh"

install_missing() {
  local missing=()
  [ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15)
  command -v patroni >/dev/null || missing+=(patroni)
  command -v etcd >/dev/null || missing+=(etcd-server)
  command -v etcdctl >/dev/null || missing+=(etcd-client)
  command -v pgbouncer >/dev/null || [ -x /usr/sbin/pgbouncer ] || missing+=(pgbouncer)
  command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
  command -v curl >/dev/null || missing+=(curl)
  if [ ${#missing[@]} -gt 0 ]; then
    log "installing ${missing[*]} with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q >/dev/null
    apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
  fi
  PGBOUNCER="$(command -v pgbouncer || echo /usr/sbin/pgbouncer)"
  HAPROXY="$(command -v haproxy || echo /usr/sbin/haproxy)"
}

ports_free() {
  local port
  for port in "${ETCD_CLIENT_PORTS[@]}" "${ETCD_PEER_PORTS[@]}" "${PG_PORTS[@]}" "${PATRONI_PORTS[@]}" \
    $PG_WRITE_PORT $PG_READ_PORT $BOUNCER_PORT $LB_PORT "${API_PORTS[@]}"; do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then die "port $port is taken (a cluster still up? bash scripts/cluster.sh down)"; fi
  done
}

up() {
  [ ! -f "$WORK/up" ] || die "a cluster is up in $WORK: bash scripts/cluster.sh down first"
  install_missing
  ports_free
  cd "$ROOT"
  [ -d node_modules ] || { log "npm ci"; npm ci --no-audit --no-fund >/dev/null; }
  # Built when missing or older than a source it is made of.
  if [ ! -f apps/api/dist/server.js ] ||
    [ -n "$(find apps/api/src packages/domain/src -newer apps/api/dist/server.js -print -quit)" ]; then
    log "building the API"
    node apps/api/build.mjs >/dev/null
  fi
  rm -rf "$WORK"
  mkdir -p "$WORK"
  chmod 755 "$WORK"
  chown postgres "$WORK"
  touch "$WORK/up"
  log "etcd: three members"
  start_etcd
  log "Patroni: three PostgreSQL 15 nodes (synchronous_mode)"
  start_patroni
  log "  leader pg$(leader_index), two streaming replicas"
  log "HAProxy: the leader on :$PG_WRITE_PORT, the replicas on :$PG_READ_PORT, the portal on :$LB_PORT"
  start_haproxy
  create_portal_database
  log "PgBouncer (transaction mode) on :$BOUNCER_PORT"
  start_pgbouncer
  start_apis
  wait_portal
  cat <<ADDRESSES
portal         http://127.0.0.1:$LB_PORT   (HAProxy → API processes on :${API_PORTS[*]})
databases      leader 127.0.0.1:$PG_WRITE_PORT, replicas 127.0.0.1:$PG_READ_PORT (HAProxy), PgBouncer 127.0.0.1:$BOUNCER_PORT
Patroni REST   http://127.0.0.1:${PATRONI_PORTS[0]} http://127.0.0.1:${PATRONI_PORTS[1]} http://127.0.0.1:${PATRONI_PORTS[2]}
etcd           http://127.0.0.1:${ETCD_CLIENT_PORTS[0]} http://127.0.0.1:${ETCD_CLIENT_PORTS[1]} http://127.0.0.1:${ETCD_CLIENT_PORTS[2]}
patronictl     patronictl -c $WORK/patroni0.yml list
passwords      $WORK/secrets/ (root only)
ADDRESSES
}

down() {
  set +e
  if [ -d "$WORK" ]; then
    log "stopping everything in $WORK"
    stop_apis
    stop_databases
    rm -f "$WORK/up"
  fi
  # Whatever a start cut short left running names the folder on its command line (etcd, Patroni,
  # PostgreSQL, PgBouncer, HAProxy).
  pkill -9 -f -- "$WORK/" 2>/dev/null
  return 0
}

case "${1:-run}" in
  up)
    [ "$(id -u)" = 0 ] || die "run as root (it installs Debian packages and runs PostgreSQL as the postgres user)"
    # A start that fails half way stops what it started.
    trap 'status=$?; [ $status = 0 ] || down; exit $status' EXIT
    up
    ;;
  down)
    [ "$(id -u)" = 0 ] || die "run as root"
    down
    if [ "${CLUSTER_KEEP:-0}" != 1 ]; then rm -rf "$WORK"; fi
    ;;
  run)
    [ "$(id -u)" = 0 ] || die "run as root (it installs Debian packages and runs PostgreSQL as the postgres user)"
    # shellcheck source=scripts/cluster/faults.sh
    . "$ROOT/scripts/cluster/faults.sh"
    trap 'status=$?; set +e; report_api_errors; down; [ "${CLUSTER_KEEP:-0}" = 1 ] || rm -rf "$WORK"; exit $status' EXIT
    trap 'exit 130' INT TERM
    up
    run_faults
    ;;
  *) die "usage: bash scripts/cluster.sh [up|down]" ;;
esac
