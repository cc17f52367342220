#!/usr/bin/env bash
# Builds algod, goal and kmd for $ALGOD_VERSION into $ALGOD_HOME/bin from the go-algorand module
# (Go module proxy) when they are missing there. On failure the reason is also left in
# $BUILD_FAILURE for localnet.sh's summary.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

work=$ALGOD_HOME/build.tmp
BUILD_FAILURE=$ALGOD_HOME/build.failure
ALGOD_BIN=$ALGOD_HOME/bin

die() {
  mkdir -p "$ALGOD_HOME"
  printf '%s\n' "$*" >"$BUILD_FAILURE"
  printf '[localnet] ERROR: %s\n' "$*" >&2
  exit 1
}

have_bins() { [[ -x $ALGOD_BIN/algod && -x $ALGOD_BIN/goal && -x $ALGOD_BIN/kmd ]]; }

install_deps() {
  local missing=()
  command -v gcc >/dev/null || missing+=(build-essential)
  command -v make >/dev/null || missing+=(make)
  command -v autoconf >/dev/null || missing+=(autoconf)
  command -v automake >/dev/null || missing+=(automake)
  command -v libtoolize >/dev/null || missing+=(libtool)
  command -v jq >/dev/null || missing+=(jq)
  command -v curl >/dev/null || missing+=(curl)
  ((${#missing[@]})) || return 0
  log "installing build dependencies: ${missing[*]}"
  local sudo=()
  ((EUID == 0)) || sudo=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  # The package lists may be empty or stale on a fresh machine.
  "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1 ||
    { "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq "${missing[@]}"; } ||
    die "could not install ${missing[*]} with apt-get"
}

build() {
  command -v go >/dev/null || die "the go command is required to build algod"
  install_deps

  local log=$ALGOD_HOME/build.log
  local goos goarch start=$SECONDS
  goos=$(go env GOOS) goarch=$(go env GOARCH)
  rm -rf "$work"
  mkdir -p "$work"
  trap 'rm -rf "$work"' EXIT # $work is global so the trap still sees it
  : >"$log"
  log "building algod/goal/kmd $ALGOD_VERSION (log: $log); this takes a while on first run"

  local info dir got
  # Run outside any module so go.mod files nearby cannot interfere.
  info=$(cd "$work" && go mod download -json "$ALGOD_MODULE@$ALGOD_VERSION" 2>>"$log") || true
  printf '%s\n' "$info" >>"$log"
  got=$(jq -r '.Version // empty' <<<"$info" 2>/dev/null || true)
  dir=$(jq -r '.Dir // empty' <<<"$info" 2>/dev/null || true)
  if [[ -z $dir || ! -d $dir ]]; then
    die "go mod download $ALGOD_MODULE@$ALGOD_VERSION failed (log: $log): $(jq -r '.Error // empty' <<<"$info" 2>/dev/null || tail -n 3 "$log")"
  fi
  [[ $got == "$ALGOD_VERSION" ]] || die "proxy resolved $ALGOD_VERSION to $got; pin the canonical version"

  # The module cache copy is read-only and lacks the built libsodium fork.
  local src=$work/src
  cp -R "$dir" "$src"
  chmod -R u+w "$src"
  local prefix=$src/crypto/libs/$goos/$goarch sodium=$src/crypto/copies/$goos/$goarch/libsodium-fork
  mkdir -p "$sodium"
  cp -R "$src/crypto/libsodium-fork/." "$sodium"
  log "building the libsodium fork"
  # Module zips drop exec bits, hence sh; autogen regenerates configure.
  if ! (cd "$sodium" && sh ./autogen.sh && ./configure --disable-shared --prefix="$prefix" &&
    make -j"$(nproc)" && make install) >>"$log" 2>&1; then
    die "libsodium build failed; see $log"
  fi

  log "go build ./cmd/algod ./cmd/goal ./cmd/kmd"
  mkdir -p "$work/bin"
  if ! (cd "$src" && CGO_ENABLED=1 go build -tags "sqlite_unlock_notify sqlite_omit_load_extension" \
    -o "$work/bin/" ./cmd/algod ./cmd/goal ./cmd/kmd) >>"$log" 2>&1; then
    die "go build failed; see $log"
  fi

  rm -rf "$ALGOD_BIN"
  mv "$work/bin" "$ALGOD_BIN"
  log "built $ALGOD_BIN in $((SECONDS - start))s"
}

mkdir -p "$ALGOD_HOME"
# Serialise concurrent callers; the second one then finds the binaries ready.
exec 9>"$ALGOD_HOME/.lock"
flock 9
rm -f "$BUILD_FAILURE"
have_bins || build
