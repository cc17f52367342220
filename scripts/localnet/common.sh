# Settings and helpers shared by the LocalNet scripts. Sourced, never run.
# shellcheck disable=SC2034 # the variables are used by the sourcing scripts

# go-algorand v5.0.0-stable (commit da5946a14568). Go rejects the tag itself
# (no /v5 module path), so the release is pinned by its pseudo-version.
ALGOD_MODULE=github.com/algorand/go-algorand
ALGOD_VERSION=${DYNAQR_ALGOD_VERSION:-v0.0.0-20260810143954-da5946a14568}
# What `algod -v` reports for that release (major.minor); prebuilt binaries must match it.
ALGOD_RELEASE=5.0

DYNAQR_CACHE=${DYNAQR_CACHE:-${HOME:?HOME is not set}/.cache/dynaqr}
ALGOD_HOME=$DYNAQR_CACHE/algod/$ALGOD_VERSION
# Where algod, goal and kmd are: set by find_binaries (binaries.sh) or build.sh.
ALGOD_BIN=

# Which LocalNet: "devmode" (the default) makes a block for every transaction, on AlgoKit
# LocalNet's ports; "timed" agrees on a block every few seconds like a real network, so that
# several transactions can share a round; it has its own data and ports so both can run at once.
LOCALNET_FLAVOUR=${DYNAQR_LOCALNET_FLAVOUR:-devmode}
case $LOCALNET_FLAVOUR in
  devmode | timed) ;;
  *)
    printf '[localnet] ERROR: DYNAQR_LOCALNET_FLAVOUR must be devmode or timed, not %s\n' "$LOCALNET_FLAVOUR" >&2
    exit 1
    ;;
esac

# Whose LocalNet. "shared" (the default): the one npm start, deploy and the dev app use, on AlgoKit
# LocalNet's coordinates, reused whoever started it. "checkout": this checkout's own, for its chain
# tests, so that the chain tests of two checkouts never share a node: its data in
# .dynaqr/localnet/<flavour> and its ports, picked free when it starts, recorded in
# .dynaqr/localnet/<flavour>.ports.json.
LOCALNET_SCOPE=${DYNAQR_LOCALNET_SCOPE:-shared}
CHECKOUT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
case $LOCALNET_SCOPE:$LOCALNET_FLAVOUR in
  shared:devmode)
    NET_DIR=${DYNAQR_LOCALNET_DIR:-$DYNAQR_CACHE/localnet/net}
    ALGOD_PORT=4001
    KMD_PORT=4002
    ;;
  shared:timed)
    NET_DIR=${DYNAQR_LOCALNET_TIMED_DIR:-$DYNAQR_CACHE/localnet/timed}
    ALGOD_PORT=4011
    KMD_PORT=4012
    ;;
  checkout:*)
    NET_DIR=$CHECKOUT_DIR/.dynaqr/localnet/$LOCALNET_FLAVOUR
    PORTS_FILE=$NET_DIR.ports.json
    ALGOD_PORT=$(jq -r '.algod // empty' "$PORTS_FILE" 2>/dev/null || true)
    KMD_PORT=$(jq -r '.kmd // empty' "$PORTS_FILE" 2>/dev/null || true)
    ;;
  *)
    printf '[localnet] ERROR: DYNAQR_LOCALNET_SCOPE must be shared or checkout, not %s\n' "$LOCALNET_SCOPE" >&2
    exit 1
    ;;
esac
NETWORK_TEMPLATE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$LOCALNET_FLAVOUR-template.json
NODE_DIR=$NET_DIR/Node
KMD_DIR=$NODE_DIR/kmd-v0.5

NETWORK_NAME=dockernet
GENESIS_ID=$NETWORK_NAME-v1
set_urls() {
  ALGOD_URL=http://127.0.0.1:$ALGOD_PORT
  KMD_URL=http://127.0.0.1:$KMD_PORT
}
set_urls
API_TOKEN=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
DEFAULT_WALLET=unencrypted-default-wallet

# Our own pid files, apart from the algod.pid/kmd.pid that the daemons write.
ALGOD_PIDFILE=$NET_DIR/dynaqr-algod.pid
KMD_PIDFILE=$NET_DIR/dynaqr-kmd.pid

export KMD_NOUSB=1

LOG_TAG=localnet
[[ $LOCALNET_FLAVOUR == devmode ]] || LOG_TAG="localnet $LOCALNET_FLAVOUR"
[[ $LOCALNET_SCOPE == shared ]] || LOG_TAG="$LOG_TAG of this checkout"
log() { printf '[%s] %s\n' "$LOG_TAG" "$*"; }
die() { printf '[%s] ERROR: %s\n' "$LOG_TAG" "$*" >&2; exit 1; }

algod_get() { curl -fsS -m 5 -H "X-Algo-API-Token: $API_TOKEN" "$ALGOD_URL$1"; }
kmd_get() { curl -fsS -m 5 -H "X-KMD-API-Token: $API_TOKEN" "$KMD_URL$1"; }
kmd_post() { curl -fsS -m 5 -H "X-KMD-API-Token: $API_TOKEN" -H 'Content-Type: application/json' -d "$2" "$KMD_URL$1"; }

algod_answers() { algod_get /v2/status >/dev/null 2>&1; }
genesis_id() { algod_get /v2/transactions/params | jq -r '."genesis-id"'; }
kmd_answers() { kmd_get /versions >/dev/null 2>&1; }
port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Prints the pid in $1 if that process is alive and is the binary named $2.
owned_pid() {
  local pidfile=$1 name=$2 pid
  [[ -f $pidfile ]] || return 1
  pid=$(<"$pidfile")
  [[ $pid =~ ^[0-9]+$ ]] || return 1
  [[ -r /proc/$pid/comm && $(<"/proc/$pid/comm") == "$name" ]] || return 1
  echo "$pid"
}

# Points the network's algod and kmd at $ALGOD_PORT and $KMD_PORT, on loopback only.
write_endpoints() {
  jq --arg ep "127.0.0.1:$ALGOD_PORT" '.EndpointAddress = $ep' "$NODE_DIR/config.json" >"$NODE_DIR/config.json.tmp"
  mv "$NODE_DIR/config.json.tmp" "$NODE_DIR/config.json"
  mkdir -p "$KMD_DIR"
  chmod 700 "$KMD_DIR"
  printf '{"address":"127.0.0.1:%s","allowed_origins":["*"]}\n' "$KMD_PORT" >"$KMD_DIR/kmd_config.json"
}
