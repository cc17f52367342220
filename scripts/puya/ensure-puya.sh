#!/usr/bin/env bash
# Prints the path of a `puya` executable at the version puya-ts targets, installing it into a
# cache outside the repository when needed. Prints nothing (exit 0) when no local backend can be
# obtained, so that puya-ts falls back to its own download.
#
# Order: $PUYA_PATH; a cached private install; puyapy on a system Python >= 3.12; on Debian,
# Python 3.13 from Debian trixie unpacked into the cache (bookworm only has 3.11).
set -euo pipefail

version="${1:?usage: ensure-puya.sh PUYA_VERSION}"
cache="${DYNAQR_CACHE:-$HOME/.cache/dynaqr}/puya/$version"
wrapper="$cache/bin/puya"
log="$cache/install.log"

log() { echo "[puya] $*" >&2; }

if [ -n "${PUYA_PATH:-}" ]; then echo "$PUYA_PATH"; exit 0; fi
if [ -x "$wrapper" ] && "$wrapper" --version >/dev/null 2>&1; then echo "$wrapper"; exit 0; fi

mkdir -p "$cache/bin"
# Two checkouts may build at once: one installs, the other waits for it and then uses its install.
if command -v flock >/dev/null 2>&1; then
  exec 9>"$cache/install.lock"
  flock 9
  if [ -x "$wrapper" ] && "$wrapper" --version >/dev/null 2>&1; then echo "$wrapper"; exit 0; fi
fi
: >"$log"

write_wrapper() { # $1 = python binary, $2 = extra PYTHONPATH
  cat >"$wrapper.tmp" <<WRAP
#!/usr/bin/env bash
PYTHONPATH="$2" exec "$1" -m puya "\$@"
WRAP
  chmod +x "$wrapper.tmp" && mv "$wrapper.tmp" "$wrapper"
}

python_at_least_312() {
  "$1" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)' 2>/dev/null
}

install_with_system_python() {
  local py
  for py in python3.14 python3.13 python3.12 python3; do
    command -v "$py" >/dev/null 2>&1 && python_at_least_312 "$(command -v "$py")" || continue
    log "installing puyapy==$version for $(command -v "$py")"
    "$py" -m venv "$cache/venv" >>"$log" 2>&1 &&
      "$cache/venv/bin/pip" install --quiet "puyapy==$version" >>"$log" 2>&1 || return 1
    write_wrapper "$cache/venv/bin/python" ""
    return 0
  done
  return 1
}

# The Debian archive this machine's apt already uses (one-line or deb822 sources), e.g.
# http://<mirror>/debian; trixie is read from the same archive.
debian_mirror() {
  local file url
  for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
    [ -f "$file" ] || continue
    url=$(awk '/^[[:space:]]*(deb[[:space:]]|URIs:)/ {
      for (i = 1; i <= NF; i++) if ($i ~ /^https?:\/\/.*\/debian\/?$/) { print $i; exit }
    }' "$file")
    if [ -n "$url" ]; then
      echo "${url%/}"
      return 0
    fi
  done
  return 1
}

install_with_trixie_python() {
  command -v apt-get >/dev/null 2>&1 && command -v dpkg >/dev/null 2>&1 || return 1
  local apt="$cache/apt" root="$cache/python" mirror
  mirror=$(debian_mirror) || {
    log "no Debian archive in this machine's apt sources (/etc/apt/sources.list, /etc/apt/sources.list.d/):" \
      "add one, install Python >= 3.12, or set PUYA_PATH to a puya $version executable"
    return 1
  }
  command -v patchelf >/dev/null 2>&1 || { log "installing patchelf"; apt-get install -y -qq patchelf >>"$log" 2>&1 || { apt-get update -qq >>"$log" 2>&1 && apt-get install -y -qq patchelf >>"$log" 2>&1; } || return 1; }
  log "fetching Python 3.13 from Debian trixie ($mirror) into $root"
  mkdir -p "$apt/lists/partial" "$apt/debs" "$root"
  echo "deb ${mirror%/} trixie main" >"$apt/sources.list"
  local opts=(-o "Dir::State::Lists=$apt/lists" -o "Dir::Etc::SourceList=$apt/sources.list" -o "Dir::Etc::SourceParts=/dev/null" -o "Dir::Cache::archives=$apt/debs")
  apt-get "${opts[@]}" update >>"$log" 2>&1 || return 1
  ls "$apt"/lists/*trixie*Packages* >/dev/null 2>&1 || { log "could not read trixie's package lists from $mirror"; return 1; }
  (cd "$apt/debs" && apt-get "${opts[@]}" download python3.13-minimal libpython3.13-minimal \
    libpython3.13-stdlib python3.13 libc6 libssl3t64 libffi8 libexpat1 zlib1g libsqlite3-0 \
    libreadline8t64 libncursesw6 libtinfo6 liblzma5 libbz2-1.0 libuuid1 libdb5.3t64 libzstd1 >>"$log" 2>&1) || return 1
  local deb; for deb in "$apt"/debs/*.deb; do dpkg -x "$deb" "$root"; done
  local py="$root/usr/bin/python3.13" libdir="$root/usr/lib/x86_64-linux-gnu"
  [ -d "$libdir" ] || libdir=$(dirname "$(find "$root/usr/lib" -name 'ld-linux*.so*' | head -n1)")
  patchelf --set-interpreter "$(find "$libdir" -maxdepth 1 -name 'ld-linux*.so*' | head -n1)" \
    --force-rpath --set-rpath "$libdir" "$py" >>"$log" 2>&1 || return 1
  # The unpacked Python has no ensurepip: run pip from its wheel with the new interpreter.
  log "installing puyapy==$version for Python 3.13"
  python3 -m pip download --quiet --no-deps --only-binary=:all: -d "$cache/pip" pip >>"$log" 2>&1 || return 1
  PYTHONPATH="$(ls "$cache"/pip/pip-*.whl | head -n1)" "$py" -m pip install --quiet --root-user-action=ignore \
    --target "$cache/site" "puyapy==$version" >>"$log" 2>&1 || return 1
  write_wrapper "$py" "$cache/site"
}

if install_with_system_python || install_with_trixie_python; then
  if "$wrapper" --version >>"$log" 2>&1; then
    log "ready: $("$wrapper" --version 2>&1 | tail -n1)"
    echo "$wrapper"; exit 0
  fi
fi
log "no local puya backend could be installed (log: $log); puya-ts will try its own download"
rm -f "$wrapper"
exit 0
