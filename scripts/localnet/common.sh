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
  devmode)
    NET_DIR=${DYNAQR_LOCALNET_DIR:-$DYNAQR_CACHE/localnet/net}
    ALGOD_PORT=4001
    KMD_PORT=4002
    ;;
  timed)
    NET_DIR=${DYNAQR_LOCALNET_TIMED_DIR:-$DYNAQR_CACHE/localnet/timed}
    ALGOD_PORT=4011
    KMD_PORT=4012
    ;;
  *)
    printf '[localnet] ERROR: DYNAQR_LOCALNET_FLAVOUR must be devmode or timed, not %s\n' "$LOCALNET_FLAVOUR" >&2
    exit 1
    ;;
esac
NETWORK_TEMPLATE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$LOCALNET_FLAVOUR-template.json
NODE_DIR=$NET_DIR/Node
KMD_DIR=$NODE_DIR/kmd-v0.5

NETWORK_NAME=dockernet
GENESIS_ID=$NETWORK_NAME-v1
ALGOD_URL=http://127.0.0.1:$ALGOD_PORT
KMD_URL=http://127.0.0.1:$KMD_PORT
API_TOKEN=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
DEFAULT_WALLET=unencrypted-default-wallet

# Our own pid files, apart from the algod.pid/kmd.pid that the daemons write.
ALGOD_PIDFILE=$NET_DIR/dynaqr-algod.pid
KMD_PIDFILE=$NET_DIR/dynaqr-kmd.pid

export KMD_NOUSB=1

LOG_TAG=localnet
[[ $LOCALNET_FLAVOUR == devmode ]] || LOG_TAG="localnet $LOCALNET_FLAVOUR"
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
