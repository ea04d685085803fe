# The API layer of scripts/cluster.sh: three API processes on PgBouncer, HAProxy in front of them (and of the
# database nodes, scripts/cluster/patroni.sh). Sourced; uses WORK, ROOT, log, die and the ports.

start_api() {
  local n=$1 port=${API_PORTS[$1]} pw
  # Another program on the port would answer the readiness check in this process's place.
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then die "port $port is taken by another program"; fi
  pw="$(secret portal)"
  mkdir -p "$WORK/api-$n"
  chmod 700 "$WORK/api-$n"
  (
    cd "$ROOT"
    exec setsid env -i PATH="$PATH" HOME="$WORK/api-$n" \
      PORT="$port" HOST=127.0.0.1 TRUST_PROXY=127.0.0.1 LOG_LEVEL=warn \
      DATA_DIR="$WORK/api-$n" JWT_SECRET="$(secret jwt)" SEED_DEMO=1 DEMO_ORDERS_EVERY_MINUTES=0 \
      STORAGE_DRIVER=database \
      DATABASE_URL="postgres://portal:$pw@127.0.0.1:$BOUNCER_PORT/portal" \
      DATABASE_READ_URL="postgres://portal:$pw@127.0.0.1:$BOUNCER_PORT/portal_replica" \
      DATABASE_LISTEN_URL="postgres://portal:$pw@127.0.0.1:$PG_WRITE_PORT/portal" \
      node apps/api/dist/server.js >>"$WORK/api-$n.log" 2>&1
  ) &
  echo $! >"$WORK/api-$n.pid"
  # Not this shell's job: a fault's SIGKILL of it is no message of ours.
  disown $!
}

api_pid() { cat "$WORK/api-$1.pid" 2>/dev/null || true; }

wait_api() {
  local n=$1 port=${API_PORTS[$1]}
  for _ in $(seq 900); do
    curl -fsS "http://127.0.0.1:$port/api/health/ready" >/dev/null 2>&1 && return 0
    kill -0 "$(api_pid "$n")" 2>/dev/null || {
      tail -20 "$WORK/api-$n.log" >&2
      die "API $n exited"
    }
    sleep 0.2
  done
  die "API $n did not answer"
}

start_apis() {
  local started
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
}

stop_api() {
  local n=$1 pid
  pid="$(api_pid "$n")"
  [ -n "$pid" ] || return 0
  kill "$pid" 2>/dev/null || return 0
  for _ in $(seq 75); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.2; done
  kill -9 "$pid" 2>/dev/null || true
}

stop_apis() {
  [ -f "$WORK/haproxy.pid" ] && kill "$(cat "$WORK/haproxy.pid")" 2>/dev/null
  local n
  for n in 0 1 2; do stop_api "$n"; done
}

# A command to HAProxy's runtime API (its admin socket, root only).
haproxy_cmd() {
  /usr/bin/python3 - "$WORK/haproxy.sock" "$1" <<'PY'
import socket, sys
s = socket.socket(socket.AF_UNIX)
s.connect(sys.argv[1])
s.sendall((sys.argv[2] + "\n").encode())
out = b""
while chunk := s.recv(65536):
    out += chunk
sys.stdout.write(out.decode())
PY
}

start_haproxy() {
  {
    cat <<CFG
global
  maxconn 2000
  stats socket $WORK/haproxy.sock mode 600 level admin

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 5s
  # A request whose connection failed was never sent: try it again, on another process.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response junk-response response-timeout

frontend portal
  bind 127.0.0.1:$LB_PORT
  default_backend api

backend api
  balance roundrobin
  option forwardfor
  # Only safe methods and writes with an Idempotency-Key (which the API runs once per key) are replayed
  # after a failure once sent; an unkeyed write that a dying process held is answered 502 to the client
  # (its outcome is unknown), never run twice.
  acl safe_method method GET HEAD OPTIONS
  acl keyed_write req.hdr(idempotency-key) -m found
  http-request disable-l7-retry unless safe_method || keyed_write
  # Readiness, not liveness: a process whose database is out of reach or that is shutting down gets no
  # traffic (and is not restarted for it). A check under load may take a while: its own 2 s timeout.
  # A killed process is marked down at its first refused connection (observe layer4), well before two
  # failed checks, and its requests go to another process (redispatch).
  option httpchk GET /api/health/ready
  http-check expect status 200
  timeout check 2s
  default-server check inter 1s fastinter 250ms downinter 500ms fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down
CFG
    local n
    for n in 0 1 2; do echo "  server api$n 127.0.0.1:${API_PORTS[$n]}"; done
    echo
    haproxy_database_config
  } >"$WORK/haproxy.cfg"
  "$HAPROXY" -c -q -f "$WORK/haproxy.cfg"
  "$HAPROXY" -D -f "$WORK/haproxy.cfg" -p "$WORK/haproxy.pid"
  for _ in $(seq 100); do
    PGPASSWORD="$(secret postgres)" psql -h 127.0.0.1 -p "$PG_WRITE_PORT" -U postgres -qAt -c 'select 1' >/dev/null 2>&1 &&
      return 0
    sleep 0.2
  done
  die "HAProxy does not reach the leader on :$PG_WRITE_PORT"
}

wait_portal() {
  for _ in $(seq 100); do curl -fsS "http://127.0.0.1:$LB_PORT/api/" >/dev/null 2>&1 && return 0; sleep 0.2; done
  die "HAProxy does not answer on :$LB_PORT"
}

# A 500 in the load's figures is a bug: the API's own error lines say which (they are redacted).
report_api_errors() {
  local errors
  errors=$(cat "$WORK"/api-*.log 2>/dev/null | grep -c '"level":50' || true)
  if [ "${errors:-0}" -gt 0 ]; then
    log "$errors error lines in the API logs; the first five:"
    grep -h '"level":50' "$WORK"/api-*.log | head -5 >&2
  fi
}
