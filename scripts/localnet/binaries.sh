# Finds algod, goal and kmd without building them. Sourced after common.sh, never run.
#
# Order: $ALGOD_BIN_DIR (the user's explicit choice), the cache that build.sh fills
# ($ALGOD_HOME/bin), then the PATH, as Algorand's own packages install them, when the three sit in
# one directory and report the pinned release. On success ALGOD_BIN names the directory.

# Prints "major.minor.build" as algod reports it, e.g. 5.0.0.
algod_version() {
  "$1/algod" -v 2>/dev/null | grep -oE '^[0-9]+\.[0-9]+\.[0-9]+' | head -n1
}

has_all_three() {
  [[ -x $1/algod && -x $1/goal && -x $1/kmd ]]
}

is_pinned_release() { # <dir>
  local version
  version=$(algod_version "$1")
  [[ $version == "$ALGOD_RELEASE".* ]]
}

# Sets ALGOD_BIN and ALGOD_BIN_SOURCE, or explains in BINARIES_PROBLEM why none was found.
find_binaries() {
  BINARIES_PROBLEM=""
  if [[ -n ${ALGOD_BIN_DIR:-} ]]; then
    if ! has_all_three "$ALGOD_BIN_DIR"; then
      BINARIES_PROBLEM="ALGOD_BIN_DIR=$ALGOD_BIN_DIR does not hold executable algod, goal and kmd"
      return 1
    fi
    ALGOD_BIN=$ALGOD_BIN_DIR ALGOD_BIN_SOURCE="ALGOD_BIN_DIR"
    return 0
  fi
  if has_all_three "$ALGOD_HOME/bin"; then
    ALGOD_BIN=$ALGOD_HOME/bin ALGOD_BIN_SOURCE="the build cache"
    return 0
  fi
  local algod dir
  if algod=$(command -v algod); then
    dir=$(dirname "$(readlink -f "$algod")")
    if ! has_all_three "$dir"; then
      BINARIES_PROBLEM="algod on PATH ($dir) has no goal and kmd beside it"
    elif ! is_pinned_release "$dir"; then
      BINARIES_PROBLEM="algod on PATH ($dir) is $(algod_version "$dir" || echo 'of unknown version'), not $ALGOD_RELEASE.x"
    else
      ALGOD_BIN=$dir ALGOD_BIN_SOURCE="PATH"
      return 0
    fi
  else
    BINARIES_PROBLEM="no algod on PATH and ALGOD_BIN_DIR is not set"
  fi
  return 1
}
