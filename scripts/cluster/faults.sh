# The faults of scripts/cluster.sh's self-contained run, each under its own bounded load
# (bench/cluster-load.ts), then the figures of each (bench/cluster-report.ts). Sourced after `up`.

LOAD_SECONDS="${CLUSTER_SECONDS:-40}"
CONCURRENCY="${CLUSTER_CONCURRENCY:-12}"
FAULT_AFTER="${CLUSTER_FAULT_AFTER:-10}"
RESULTS="$WORK/results"

now_ms() { date +%s%3N; }
event() { echo "$(now_ms) $*" >>"$EVENTS"; }
psql_leader() { PGPASSWORD="$(secret postgres)" psql -h 127.0.0.1 -p "$PG_WRITE_PORT" -U postgres -v ON_ERROR_STOP=1 -qAt "$@"; }
portal_url() { echo "postgres://portal:$(secret portal)@127.0.0.1:$1/portal"; }

# Starts the load of one phase in the background; LOAD_PID, EVENTS and STOP_FILE name it.
start_load() {
  local phase=$1 seconds=$2 nodes="" i
  for i in 0 1 2; do nodes+="${nodes:+,}$(portal_url "${PG_PORTS[$i]}")"; done
  mkdir -p "$RESULTS"
  EVENTS="$RESULTS/$phase.events"
  STOP_FILE="$RESULTS/$phase.stop"
  : >"$EVENTS"
  rm -f "$STOP_FILE"
  (cd "$ROOT" && exec node --import tsx bench/cluster-load.ts --url "http://127.0.0.1:$LB_PORT" \
    --seconds "$seconds" --concurrency "$CONCURRENCY" --events "$EVENTS" --stop-file "$STOP_FILE" \
    --primary "$(portal_url "$PG_WRITE_PORT")" --nodes "$nodes") >"$RESULTS/$phase.json" &
  LOAD_PID=$!
  for _ in $(seq 600); do grep -q 'load started' "$EVENTS" && return 0; sleep 0.1; done
  die "the load of $phase did not start"
}
finish_load() { wait "$LOAD_PID" || die "the load driver failed"; }

# An API process SIGKILLed and restarted, then every portal connection on the leader ended.
phase_api_and_connections() {
  log "phase 1: SIGKILL of API 1 after ${FAULT_AFTER} s, then every portal connection on the leader ended"
  start_load api-and-connections "$LOAD_SECONDS"
  sleep "$FAULT_AFTER"
  event "SIGKILL api1 (pid $(api_pid 1))"
  kill -9 "$(api_pid 1)"
  sleep 2
  start_api 1
  wait_api 1
  event "restarted api1"
  sleep 3
  local ended
  ended=$(psql_leader -c "select count(*) from (select pg_terminate_backend(pid) from pg_stat_activity
    where datname = 'portal' and pid <> pg_backend_pid()) ended")
  event "terminated $ended backends"
  finish_load
}

# kill -9 of the leader's postmaster: Patroni promotes the synchronous standby; the old leader rejoins.
phase_leader_kill() {
  local old new pid started promoted="" rejoined=""
  old="$(leader_index)" || die "no leader before the failover"
  log "phase 2: kill -9 of the leader's postmaster (pg$old) after ${FAULT_AFTER} s"
  start_load leader-kill "$LOAD_SECONDS"
  sleep "$FAULT_AFTER"
  pid="$(head -n 1 "$WORK/pg$old/postmaster.pid")"
  started=$(now_ms)
  event "kill -9 leader pg$old postmaster (pid $pid)"
  kill -9 "$pid"
  for _ in $(seq 1200); do
    new="$(leader_index || true)"
    if [ -z "$promoted" ] && [ -n "$new" ] && [ "$new" != "$old" ]; then
      promoted=$(now_ms)
      event "pg$new promoted"
    fi
    if [ -n "$promoted" ] &&
      curl -fsS -o /dev/null --max-time 1 "http://127.0.0.1:${PATRONI_PORTS[$old]}/replica" 2>/dev/null; then
      rejoined=$(now_ms)
      event "pg$old rejoined as a replica"
      break
    fi
    sleep 0.2
  done
  local promoted_ms=null rejoined_ms=null
  [ -n "$promoted" ] && promoted_ms=$((promoted - started))
  [ -n "$rejoined" ] && rejoined_ms=$((rejoined - started))
  echo "{\"promotedMs\": $promoted_ms, \"rejoinedMs\": $rejoined_ms}" >"$RESULTS/leader-kill.timing.json"
  finish_load
}

# A planned switchover to the synchronous standby.
phase_switchover() {
  local leader sync
  leader="$(leader_index)" || die "no leader before the switchover"
  sync="$(curl -fsS "http://127.0.0.1:${PATRONI_PORTS[$leader]}/cluster" |
    node -e 'const c=JSON.parse(require("fs").readFileSync(0,"utf8"));process.stdout.write((c.members.find(m=>m.role==="sync_standby")||{}).name||"")')"
  [ -n "$sync" ] || die "no synchronous standby to switch over to"
  log "phase 3: patronictl switchover pg$leader → $sync after ${FAULT_AFTER} s"
  start_load switchover "$LOAD_SECONDS"
  sleep "$FAULT_AFTER"
  event "switchover pg$leader to $sync"
  patronictl -c "$WORK/patroni0.yml" switchover --leader "pg$leader" --candidate "$sync" --force >"$RESULTS/switchover.log" 2>&1 ||
    die "patronictl switchover failed: $(cat "$RESULTS/switchover.log")"
  for _ in $(seq 300); do [ "$(leader_index || true)" = "${sync#pg}" ] && break; sleep 0.2; done
  event "$sync leads"
  finish_load
}

# A rolling restart of the three API processes: each is drained in HAProxy, stopped with SIGTERM (it
# finishes what it holds), started, and put back once ready.
phase_rolling_restart() {
  local n
  log "phase 4: rolling restart of the three API processes"
  start_load rolling-restart 600
  sleep 5
  for n in 0 1 2; do
    haproxy_cmd "set server api/api$n state drain" >/dev/null
    sleep 2
    event "SIGTERM api$n"
    stop_api "$n"
    start_api "$n"
    wait_api "$n"
    haproxy_cmd "set server api/api$n state ready" >/dev/null
    event "api$n back"
    sleep 3
  done
  touch "$STOP_FILE"
  finish_load
}

run_faults() {
  phase_api_and_connections
  phase_leader_kill
  phase_switchover
  phase_rolling_restart
  (cd "$ROOT" && node --import tsx bench/cluster-report.ts "$RESULTS") | tee "$WORK/report.txt"
  cp "$WORK/report.txt" "${CLUSTER_RESULT:-/tmp/portal-cluster-report.txt}"
  grep -q '^ALL CHECKS PASSED' "$WORK/report.txt"
}
