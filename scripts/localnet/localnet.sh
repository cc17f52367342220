#!/usr/bin/env bash
# Native Algorand LocalNet (algod + kmd) without Docker: DevMode, or with DYNAQR_LOCALNET_FLAVOUR=timed
# a network that makes a block every few seconds; the shared one on AlgoKit's ports, or with
# DYNAQR_LOCALNET_SCOPE=checkout this checkout's own (see common.sh).
# Usage: localnet.sh start|stop|status|reset|available|endpoints
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/common.sh"
source "$here/binaries.sh"

# True while pid $1 exists and is not a zombie awaiting our wait.
running() { [[ $(awk '{print $3}' "/proc/$1/stat" 2>/dev/null) =~ ^[^Z]$ ]]; }

wait_for() { # wait_for <what> <seconds> <pidfile> <logs> <probe...>
  local what=$1 secs=$2 pidfile=$3 logs=$4
  shift 4
  local deadline=$((SECONDS + secs))
  until "$@"; do
    running "$(<"$pidfile")" || die "$what exited during startup; see $logs"
    ((SECONDS < deadline)) || die "$what did not answer within ${secs}s; see $logs"
    sleep 0.5
  done
}

# Starts a daemon detached (own session, so the caller's exit or Ctrl-C spares
# it), without the lock fd, which it would otherwise hold for its lifetime.
spawn() {
  local pidfile=$1 out=$2
  shift 2
  setsid "$@" </dev/null >>"$out" 2>&1 8>&- &
  echo $! >"$pidfile"
}

start_algod() {
  write_endpoints
  spawn "$ALGOD_PIDFILE" "$NET_DIR/algod.out" "$ALGOD_BIN/algod" -d "$NODE_DIR"
  wait_for algod 60 "$ALGOD_PIDFILE" "$NODE_DIR/node.log and $NET_DIR/algod.out" algod_answers
}

start_kmd() {
  spawn "$KMD_PIDFILE" "$NET_DIR/kmd.out" "$ALGOD_BIN/kmd" -d "$KMD_DIR" -t 0
  wait_for kmd 30 "$KMD_PIDFILE" "$KMD_DIR/kmd.log and $NET_DIR/kmd.out" kmd_answers
}

# Checks that kmd's default wallet holds the funded genesis accounts.
check_wallet() {
  local id handle addrs addr n=0
  id=$(kmd_get /v1/wallets | jq -r --arg w "$DEFAULT_WALLET" '.wallets[]? | select(.name == $w) | .id')
  [[ -n $id ]] || die "kmd has no wallet $DEFAULT_WALLET"
  handle=$(kmd_post /v1/wallet/init "{\"wallet_id\":\"$id\",\"wallet_password\":\"\"}" | jq -r .wallet_handle_token)
  addrs=$(kmd_post /v1/key/list "{\"wallet_handle_token\":\"$handle\"}" | jq -r '.addresses[]?')
  kmd_post /v1/wallet/release "{\"wallet_handle_token\":\"$handle\"}" >/dev/null || true
  for addr in $addrs; do
    # Compared by jq: it prints a whole network's stake (10^16) as 1e+16, which bash cannot read.
    if algod_get "/v2/accounts/$addr?exclude=all" | jq -e '.amount > 1000000000000' >/dev/null; then n=$((n + 1)); fi
  done
  ((n > 0)) || die "wallet $DEFAULT_WALLET has no funded account"
  log "wallet $DEFAULT_WALLET: $n funded accounts"
}

# A network that agrees on its blocks stalls for good once its participation keys expire: true
# (and says so) when fewer than KEY_RENEWAL_ROUNDS of them are left. DevMode needs no keys.
KEY_RENEWAL_ROUNDS=2000
keys_expiring() {
  [[ $(jq -r .Genesis.DevMode "$NETWORK_TEMPLATE") == false ]] || return 1
  local last round
  last=$(jq -r .Genesis.LastPartKeyRound "$NETWORK_TEMPLATE")
  round=$(algod_get /v2/status | jq -r '."last-round"')
  ((round + KEY_RENEWAL_ROUNDS >= last)) || return 1
  log "round $round is close to round $last, where the participation keys end: creating a new network"
}

# Browsers call algod and kmd from the dev server's origin.
check_cors() {
  local svc name url hdr
  for svc in "algod $ALGOD_URL/v2/status X-Algo-API-Token" "kmd $KMD_URL/v1/wallets X-KMD-API-Token"; do
    read -r name url hdr <<<"$svc"
    curl -fsS -m 5 -o /dev/null -D - -X OPTIONS -H 'Origin: http://localhost:5173' \
      -H 'Access-Control-Request-Method: GET' -H "Access-Control-Request-Headers: $hdr" "$url" |
      grep -qi '^access-control-allow-origin:' || log "warning: $name answered a CORS preflight without Access-Control-Allow-Origin"
  done
}

# Prebuilt binaries when there are any, else a build from the Go module; when neither works, one
# message names every way to get a node.
obtain_binaries() {
  if find_binaries; then
    log "using algod $(algod_version "$ALGOD_BIN") from $ALGOD_BIN_SOURCE ($ALGOD_BIN)"
    return 0
  fi
  local found=$BINARIES_PROBLEM
  if "$here/build.sh"; then
    ALGOD_BIN=$ALGOD_HOME/bin
    return 0
  fi
  local built first
  built=$(cat "$ALGOD_HOME/build.failure" 2>/dev/null || echo "see the messages above")
  if [[ $LOCALNET_SCOPE == shared ]]; then
    first="a LocalNet already answering on $ALGOD_URL and $KMD_URL, e.g. AlgoKit's: algokit localnet start (needs Docker);"
  else
    first="AlgoKit's LocalNet (algokit localnet start, needs Docker) and DYNAQR_TEST_LOCALNET=shared: the chain tests then run on it, shared with every other checkout;"
  fi
  die "no Algorand node could be had. Any one of these gives DynaQR its LocalNet:
  1. $first
  2. prebuilt algod, goal and kmd $ALGOD_RELEASE.x in one directory: set ALGOD_BIN_DIR to it, or install Algorand's packages so they are on PATH (here: $found);
  3. a build from the go-algorand Go module $ALGOD_VERSION (needs go, gcc, autoconf, automake, libtool) into $ALGOD_HOME/bin (here: $built)."
}

# Whether $1 is free, or held by our own daemon of pid file $2 and name $3.
port_ours_or_free() {
  ! port_busy "$1" || owned_pid "$2" "$3" >/dev/null
}

# This checkout's LocalNet keeps the ports it recorded unless something else holds one of them now;
# then (and the first time) it takes the first free pair from a start derived from the checkout's
# path, so that checkouts starting together rarely probe the same ports. Ports stay below Linux's
# ephemeral range, which outgoing connections draw from. Runs under the start lock.
claim_ports() {
  [[ $LOCALNET_SCOPE == checkout ]] || return 0
  if [[ -n $ALGOD_PORT && -n $KMD_PORT ]] && port_ours_or_free "$ALGOD_PORT" "$ALGOD_PIDFILE" algod &&
    port_ours_or_free "$KMD_PORT" "$KMD_PIDFILE" kmd; then
    return 0
  fi
  # Our daemons, if one still runs, listen on the old ports.
  stop_one "$KMD_PIDFILE" kmd
  stop_one "$ALGOD_PIDFILE" algod
  local low=20000 pairs=3000 start i
  [[ $LOCALNET_FLAVOUR == devmode ]] || low=26000
  start=$(($(cksum <<<"$CHECKOUT_DIR" | cut -d' ' -f1) % pairs))
  for ((i = 0; i < pairs; i++)); do
    ALGOD_PORT=$((low + 2 * ((start + i) % pairs)))
    KMD_PORT=$((ALGOD_PORT + 1))
    if ! port_busy "$ALGOD_PORT" && ! port_busy "$KMD_PORT"; then
      mkdir -p "$(dirname "$PORTS_FILE")"
      printf '{"algod":%s,"kmd":%s}\n' "$ALGOD_PORT" "$KMD_PORT" >"$PORTS_FILE.tmp"
      mv "$PORTS_FILE.tmp" "$PORTS_FILE"
      set_urls
      log "ports: algod $ALGOD_PORT, kmd $KMD_PORT"
      return 0
    fi
  done
  die "no two free ports from $low to $((low + 2 * pairs))"
}

cmd_start() {
  mkdir -p "$DYNAQR_CACHE"
  exec 8>"$DYNAQR_CACHE/.localnet.lock"
  flock 8
  claim_ports

  if algod_answers; then
    if owned_pid "$ALGOD_PIDFILE" algod >/dev/null && ! kmd_answers && ! port_busy "$KMD_PORT"; then
      log "algod is running; restarting kmd"
      find_binaries || die "cannot restart kmd: $BINARIES_PROBLEM"
      start_kmd
    fi
    log "reusing the algod already answering on $ALGOD_URL (genesis $(genesis_id))"
    exit 0
  fi
  port_busy "$ALGOD_PORT" && die "port $ALGOD_PORT is in use by something that is not an algod with the LocalNet token"
  if port_busy "$KMD_PORT" && ! owned_pid "$KMD_PIDFILE" kmd >/dev/null; then
    die "port $KMD_PORT is in use by something other than our kmd"
  fi

  local t0=$SECONDS
  obtain_binaries
  "$here/create-network.sh" "$ALGOD_BIN"
  start_algod
  if keys_expiring; then
    stop_one "$KMD_PIDFILE" kmd
    stop_one "$ALGOD_PIDFILE" algod
    rm -rf "$NET_DIR"
    "$here/create-network.sh" "$ALGOD_BIN"
    start_algod
  fi
  if ! { owned_pid "$KMD_PIDFILE" kmd >/dev/null && kmd_answers; }; then start_kmd; fi
  [[ $(genesis_id) == "$GENESIS_ID" ]] || die "algod reports genesis $(genesis_id), expected $GENESIS_ID"
  check_wallet
  check_cors
  log "LocalNet up in $((SECONDS - t0))s: algod $ALGOD_URL, kmd $KMD_URL (data: $NET_DIR)"
}

stop_one() {
  local pidfile=$1 name=$2 pid
  if pid=$(owned_pid "$pidfile" "$name"); then
    kill "$pid"
    for _ in $(seq 40); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.25
    done
    kill -0 "$pid" 2>/dev/null && kill -9 "$pid"
    log "stopped $name (pid $pid)"
  fi
  rm -f "$pidfile"
}

cmd_stop() {
  if ! owned_pid "$ALGOD_PIDFILE" algod >/dev/null && ! owned_pid "$KMD_PIDFILE" kmd >/dev/null; then
    rm -f "$ALGOD_PIDFILE" "$KMD_PIDFILE"
    log "nothing of ours is running"
    return 0
  fi
  stop_one "$KMD_PIDFILE" kmd
  stop_one "$ALGOD_PIDFILE" algod
}

owner() { # owner <pidfile> <name>
  local pid
  if pid=$(owned_pid "$1" "$2"); then echo "ours, pid $pid"; else echo "external"; fi
}

# This checkout's LocalNet before its first start has no ports yet.
no_ports_yet() {
  [[ -z $ALGOD_PORT ]] || return 1
  log "not created yet (no $PORTS_FILE)"
}

cmd_status() {
  no_ports_yet && return 0
  local status
  if status=$(algod_get /v2/status 2>/dev/null); then
    log "algod $ALGOD_URL: up ($(owner "$ALGOD_PIDFILE" algod)), last round $(jq -r '."last-round"' <<<"$status"), genesis $(genesis_id)"
  else
    log "algod $ALGOD_URL: not answering"
  fi
  if kmd_answers; then
    log "kmd $KMD_URL: up ($(owner "$KMD_PIDFILE" kmd))"
  else
    log "kmd $KMD_URL: not answering"
  fi
}

cmd_reset() {
  cmd_stop
  [[ $LOCALNET_SCOPE == shared ]] && algod_answers && die "an external algod still answers on $ALGOD_URL; stop it before a reset"
  log "deleting $NET_DIR"
  rm -rf "$NET_DIR"
  cmd_start
}

# Exit 0 when a LocalNet answers or can be started without building anything.
cmd_available() {
  if [[ -n $ALGOD_PORT ]] && algod_answers; then
    log "available: an algod answers on $ALGOD_URL"
  elif find_binaries; then
    log "available: algod $(algod_version "$ALGOD_BIN") from $ALGOD_BIN_SOURCE ($ALGOD_BIN)"
  else
    log "unavailable: no algod answers on $ALGOD_URL and no prebuilt binaries ($BINARIES_PROBLEM)"
    return 1
  fi
}

# Where this LocalNet's algod and kmd answer, as JSON; empty ports before its first start.
cmd_endpoints() {
  jq -cn --arg algod "${ALGOD_PORT:-}" --arg kmd "${KMD_PORT:-}" --arg token "$API_TOKEN" \
    '{server: "http://127.0.0.1", algodPort: $algod, kmdPort: $kmd, token: $token}'
}

case ${1:-} in
  start) cmd_start ;;
  endpoints) cmd_endpoints ;;
  available) cmd_available ;;
  stop) cmd_stop ;;
  status) cmd_status ;;
  reset) cmd_reset ;;
  *) echo "usage: $0 start|stop|status|reset|available|endpoints" >&2; exit 2 ;;
esac
