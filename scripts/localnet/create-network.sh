#!/usr/bin/env bash
# Creates the "dockernet" network of the chosen flavour in $NET_DIR (once) with the goal in $1,
# configured like AlgoKit LocalNet: algod on $ALGOD_PORT, kmd on $KMD_PORT (loopback only), every
# token 64 x 'a'.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/common.sh"
bin=${1:?usage: create-network.sh <directory of algod, goal and kmd>}

ready=$NET_DIR/.dynaqr-ready
[[ -f $ready ]] && exit 0

# A leftover without the marker is a half-created network: start over.
rm -rf "$NET_DIR"
mkdir -p "$(dirname "$NET_DIR")"
log "creating network $NETWORK_NAME ($LOCALNET_FLAVOUR) in $NET_DIR"
out=$("$bin/goal" network create -n "$NETWORK_NAME" -r "$NET_DIR" -t "$NETWORK_TEMPLATE" 2>&1) ||
  die "goal network create failed: $out"

# network create leaves a kmd (default port, idle timeout) running.
"$bin/goal" kmd stop -d "$NODE_DIR" >/dev/null 2>&1 || true

# Apply the node's ConfigJSONOverride again: releases before its introduction
# ignore it, and then algod would listen on its default port.
jq -s '.[0] * (.[1].Nodes[0].ConfigJSONOverride | fromjson)' "$NODE_DIR/config.json" "$NETWORK_TEMPLATE" \
  >"$NODE_DIR/config.json.tmp"
mv "$NODE_DIR/config.json.tmp" "$NODE_DIR/config.json"

write_endpoints
printf '%s\n' "$API_TOKEN" >"$NODE_DIR/algod.token"
printf '%s\n' "$API_TOKEN" >"$NODE_DIR/algod.admin.token"
printf '%s\n' "$API_TOKEN" >"$KMD_DIR/kmd.token"
touch "$ready"
