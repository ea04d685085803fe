# The database layer of scripts/cluster.sh: etcd (three members), three PostgreSQL 15 nodes under Patroni,
# HAProxy in front of them (writes to the leader by Patroni's /primary check, reads to /replica), PgBouncer
# in transaction mode on top. Sourced; uses WORK, log, die, as_pg and the ports of scripts/cluster.sh.

ETCD_CLIENT_PORTS=(2379 2479 2579)
ETCD_PEER_PORTS=(2380 2480 2580)
PG_PORTS=(5442 5443 5444)
PATRONI_PORTS=(8008 8009 8010)
PG_WRITE_PORT=5440 # HAProxy: the leader
PG_READ_PORT=5441  # HAProxy: the replicas
PGBIN=/usr/lib/postgresql/15/bin

# Patroni's timing. A leader that stops renewing its key loses it after `ttl` s; each node looks every
# `loop_wait` s; a DCS or PostgreSQL call gives up after `retry_timeout` s (Patroni wants
# loop_wait + 2 × retry_timeout <= ttl). Lower finds a dead leader sooner, but a busy machine whose etcd
# or Patroni pauses longer than ttl demotes a healthy leader (docs/operations.md weighs it).
PATRONI_TTL="${CLUSTER_PATRONI_TTL:-10}"
PATRONI_LOOP_WAIT="${CLUSTER_PATRONI_LOOP_WAIT:-2}"
PATRONI_RETRY_TIMEOUT="${CLUSTER_PATRONI_RETRY_TIMEOUT:-4}"

# A password for each role, made for this cluster and kept in its folder (mode 0600).
secret() {
  local file="$WORK/secrets/$1"
  if [ ! -f "$file" ]; then
    mkdir -p "$WORK/secrets"
    chmod 700 "$WORK/secrets"
    head -c 48 /dev/urandom | base64 | tr -d '/+=\n' >"$file"
    chmod 600 "$file"
  fi
  cat "$file"
}

start_etcd() {
  local members="" i
  for i in 0 1 2; do members+="${members:+,}e$i=http://127.0.0.1:${ETCD_PEER_PORTS[$i]}"; done
  for i in 0 1 2; do
    mkdir -p "$WORK/etcd$i"
    chmod 700 "$WORK/etcd$i"
    # A longer heartbeat and election timeout than etcd's defaults (100 / 1000 ms): three members on one
    # busy machine otherwise hold elections among themselves when a core is taken for a second.
    setsid etcd --name "e$i" --data-dir "$WORK/etcd$i" \
      --listen-client-urls "http://127.0.0.1:${ETCD_CLIENT_PORTS[$i]}" \
      --advertise-client-urls "http://127.0.0.1:${ETCD_CLIENT_PORTS[$i]}" \
      --listen-peer-urls "http://127.0.0.1:${ETCD_PEER_PORTS[$i]}" \
      --initial-advertise-peer-urls "http://127.0.0.1:${ETCD_PEER_PORTS[$i]}" \
      --initial-cluster "$members" --initial-cluster-state new \
      --initial-cluster-token "portal-$(basename "$WORK")" \
      --heartbeat-interval 250 --election-timeout 2500 >"$WORK/etcd$i.log" 2>&1 &
    echo $! >"$WORK/etcd$i.pid"
  done
  for _ in $(seq 150); do
    ETCDCTL_API=3 etcdctl --endpoints "127.0.0.1:${ETCD_CLIENT_PORTS[0]}" endpoint health >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  die "etcd did not become healthy"
}

# One node's Patroni configuration (YAML; JSON is YAML).
patroni_config() {
  local i=$1 hosts
  hosts="127.0.0.1:${ETCD_CLIENT_PORTS[0]},127.0.0.1:${ETCD_CLIENT_PORTS[1]},127.0.0.1:${ETCD_CLIENT_PORTS[2]}"
  cat <<YAML
scope: portal
name: pg$i
namespace: /service/
restapi:
  listen: 127.0.0.1:${PATRONI_PORTS[$i]}
  connect_address: 127.0.0.1:${PATRONI_PORTS[$i]}
  authentication: {username: patroni, password: "$(secret patroni)"}
ctl:
  authentication: {username: patroni, password: "$(secret patroni)"}
etcd3:
  hosts: $hosts
log:
  dir: $WORK/patroni$i
bootstrap:
  dcs:
    ttl: $PATRONI_TTL
    loop_wait: $PATRONI_LOOP_WAIT
    retry_timeout: $PATRONI_RETRY_TIMEOUT
    maximum_lag_on_failover: 1048576
    # A commit is acknowledged once a synchronous standby has it; only such a standby is promoted.
    synchronous_mode: true
    # A crashed leader is failed over at once instead of being restarted in place for up to 300 s.
    primary_start_timeout: 0
    postgresql:
      use_pg_rewind: true
      use_slots: true
      parameters:
        wal_level: replica
        hot_standby: 'on'
        wal_log_hints: 'on'
        max_wal_senders: 10
        max_replication_slots: 10
        max_connections: 150
        shared_buffers: 64MB
  initdb:
    - encoding: UTF8
    - locale: C.UTF-8
    - data-checksums
  pg_hba:
    - local all postgres peer
    - host replication replicator 127.0.0.1/32 scram-sha-256
    - host all all 127.0.0.1/32 scram-sha-256
postgresql:
  listen: 127.0.0.1:${PG_PORTS[$i]}
  connect_address: 127.0.0.1:${PG_PORTS[$i]}
  data_dir: $WORK/pg$i
  bin_dir: $PGBIN
  pgpass: $WORK/patroni$i/pgpass
  authentication:
    superuser: {username: postgres, password: "$(secret postgres)"}
    replication: {username: replicator, password: "$(secret replicator)"}
    rewind: {username: postgres, password: "$(secret postgres)"}
  parameters:
    unix_socket_directories: $WORK
    password_encryption: scram-sha-256
YAML
}

start_patroni_node() {
  local i=$1
  mkdir -p "$WORK/patroni$i"
  patroni_config "$i" >"$WORK/patroni$i.yml"
  chmod 600 "$WORK/patroni$i.yml"
  chown -R postgres "$WORK/patroni$i" "$WORK/patroni$i.yml"
  # setpriv, not runuser: the pid kept is Patroni's own, so `down` stops it (and it its PostgreSQL).
  setsid setpriv --reuid=postgres --regid=postgres --init-groups env HOME="$WORK/patroni$i" \
    patroni "$WORK/patroni$i.yml" >"$WORK/patroni$i/stdout.log" 2>&1 &
  echo $! >"$WORK/patroni$i.pid"
}

# The node that answers Patroni's /primary with 200, as its index (0-2), or nothing.
leader_index() {
  local i
  for i in 0 1 2; do
    if curl -fsS -o /dev/null --max-time 1 "http://127.0.0.1:${PATRONI_PORTS[$i]}/primary" 2>/dev/null; then
      echo "$i"
      return 0
    fi
  done
  return 1
}
# Nodes that are streaming replicas (Patroni's /replica answers 200).
replica_count() {
  local i n=0
  for i in 0 1 2; do
    curl -fsS -o /dev/null --max-time 1 "http://127.0.0.1:${PATRONI_PORTS[$i]}/replica" 2>/dev/null && n=$((n + 1))
  done
  echo "$n"
}

start_patroni() {
  local i
  for i in 0 1 2; do start_patroni_node "$i"; done
  for _ in $(seq 300); do
    [ -n "$(leader_index)" ] && [ "$(replica_count)" = 2 ] && return 0
    sleep 0.5
  done
  die "Patroni did not elect a leader with two replicas (logs: $WORK/patroni*/)"
}

# HAProxy in front of the nodes and of the API processes (the API part is added by scripts/cluster.sh).
haproxy_database_config() {
  local i
  cat <<CFG
# Writes: only the node whose Patroni answers /primary 200. When a node is marked down its sessions are
# ended, so PgBouncer's connections to a demoted leader are cut and made again to the new one.
listen pg_write
  bind 127.0.0.1:$PG_WRITE_PORT
  mode tcp
  timeout client 30m
  timeout server 30m
  option httpchk GET /primary
  http-check expect status 200
  default-server inter 1s fastinter 250ms downinter 500ms fall 2 rise 1 on-marked-down shutdown-sessions
CFG
  for i in 0 1 2; do echo "  server pg$i 127.0.0.1:${PG_PORTS[$i]} check port ${PATRONI_PORTS[$i]}"; done
  cat <<CFG

# Reads: the streaming replicas. With none the API reads on the leader (its replica fallback).
listen pg_read
  bind 127.0.0.1:$PG_READ_PORT
  mode tcp
  balance roundrobin
  timeout client 30m
  timeout server 30m
  option httpchk GET /replica
  http-check expect status 200
  default-server inter 1s fastinter 250ms downinter 500ms fall 2 rise 1 on-marked-down shutdown-sessions
CFG
  for i in 0 1 2; do echo "  server pg$i 127.0.0.1:${PG_PORTS[$i]} check port ${PATRONI_PORTS[$i]}"; done
}

# The portal's database and its own role: it owns the database and its schema, and is no superuser.
create_portal_database() {
  local pw
  pw="$(secret portal)"
  PGPASSWORD="$(secret postgres)" psql -h 127.0.0.1 -p "$PG_WRITE_PORT" -U postgres -v ON_ERROR_STOP=1 -qAt <<SQL
create role portal login password '$pw' nosuperuser nocreatedb nocreaterole;
create database portal owner portal;
alter database portal set statement_timeout = '15s';
alter database portal set idle_in_transaction_session_timeout = '30s';
\c portal
alter schema public owner to portal;
SQL
}

# PgBouncer (transaction mode) on the HAProxy ports: `portal` → the leader, `portal_replica` → a replica.
start_pgbouncer() {
  mkdir -p "$WORK/pgbouncer"
  cat >"$WORK/pgbouncer/pgbouncer.ini" <<INI
[databases]
portal = host=127.0.0.1 port=$PG_WRITE_PORT dbname=portal
portal_replica = host=127.0.0.1 port=$PG_READ_PORT dbname=portal

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $BOUNCER_PORT
unix_socket_dir =
auth_type = scram-sha-256
auth_file = $WORK/pgbouncer/userlist.txt
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
ignore_startup_parameters = extra_float_digits,statement_timeout,idle_in_transaction_session_timeout
; In a failover no server answers for a few seconds: try again each second (the default waits 15 s), and
; answer a client that waited 5 s with query_wait_timeout (the API answers 503 with Retry-After).
server_login_retry = 1
query_wait_timeout = 5
server_connect_timeout = 3
logfile = $WORK/pgbouncer/pgbouncer.log
pidfile = $WORK/pgbouncer/pgbouncer.pid
INI
  printf '"portal" "%s"\n' "$(secret portal)" >"$WORK/pgbouncer/userlist.txt"
  chmod 600 "$WORK/pgbouncer/userlist.txt" "$WORK/pgbouncer/pgbouncer.ini"
  chown -R postgres "$WORK/pgbouncer"
  as_pg "$PGBOUNCER" -d "$WORK/pgbouncer/pgbouncer.ini"
  for _ in $(seq 50); do (exec 3<>"/dev/tcp/127.0.0.1/$BOUNCER_PORT") 2>/dev/null && return 0; sleep 0.1; done
  die "PgBouncer did not listen"
}

stop_databases() {
  local i pid
  [ -f "$WORK/pgbouncer/pgbouncer.pid" ] && kill "$(cat "$WORK/pgbouncer/pgbouncer.pid")" 2>/dev/null
  # Patroni stops its PostgreSQL on SIGTERM (a fast shutdown) and leaves the cluster.
  for i in 0 1 2; do [ -f "$WORK/patroni$i.pid" ] && kill "$(cat "$WORK/patroni$i.pid")" 2>/dev/null; done
  for i in 0 1 2; do
    pid="$(cat "$WORK/patroni$i.pid" 2>/dev/null || true)"
    [ -n "$pid" ] || continue
    for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -9 "$pid" 2>/dev/null
    [ -d "$WORK/pg$i" ] && as_pg "$PGBIN/pg_ctl" -D "$WORK/pg$i" -m immediate stop >/dev/null 2>&1
  done
  for i in 0 1 2; do [ -f "$WORK/etcd$i.pid" ] && kill "$(cat "$WORK/etcd$i.pid")" 2>/dev/null; done
  return 0
}
