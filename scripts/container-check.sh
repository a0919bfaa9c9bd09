#!/usr/bin/env bash
# Proves the Dockerfile: builds it and runs the image against a throwaway PostgreSQL.
#
# Machines like our CI reach no container registry (so `FROM node:…` cannot be pulled) and may not
# start containers with podman/docker. So this script:
#   1. makes a stand-in for node:20-bookworm-slim from Debian's packages (debootstrap) plus this
#      machine's Node and npm, with the same `node` user (uid/gid 1000);
#   2. builds the real Dockerfile on it with `buildah bud --isolation chroot --build-arg BASE=…`;
#   3. starts PostgreSQL (the project's embedded server, from inside the built image) and the image's
#      own CMD as its own USER, both on loopback ports of this machine;
#   4. checks /healthz, the German home page, the image's HEALTHCHECK and that the server runs as
#      uid 1000, prints a summary, and removes everything it made.
# It skips (exit 0) when buildah or debootstrap is missing, and exits non-zero on any failure.
# Needs root (debootstrap, chroot). Usage: scripts/container-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in buildah debootstrap; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "container check skipped: $tool is not installed"
    exit 0
  fi
done

IMAGE=localhost/kulisse:check
HEALTH_TIMEOUT=180 # seconds until /healthz must answer 200 (migrations + demo seed take a few)

say() { echo "container check: $*"; }
fail() {
  echo "container check FAILED: $1" >&2
  # The log that explains the failure would be deleted with the work folder: show its end.
  if [ -n "${2:-}" ] && [ -f "$2" ]; then
    echo "---- last lines of $(basename "$2") ----" >&2
    tail -n 40 "$2" >&2
    echo "----" >&2
  fi
  exit 1
}
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f s", b - a }'; }

[ "$(id -u)" = 0 ] || fail "must run as root (debootstrap and chroot isolation need it)"

# The base gets this machine's Node: it must satisfy package.json's engines (≥ 20.19).
node_bin=$(readlink -f "$(command -v node || true)")
[ -x "$node_bin" ] || fail "node is not installed"
node_version=$("$node_bin" --version)
IFS=. read -r major minor _ <<<"${node_version#v}"
if [ "$major" -lt 20 ] || { [ "$major" -eq 20 ] && [ "$minor" -lt 19 ]; }; then
  fail "node $node_version is too old for the base image (need ≥ 20.19)"
fi
# npm lives where its bin script points (e.g. /usr/lib/node_modules/npm or /usr/local/lib/…).
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm || true)")")")
[ -f "$npm_dir/bin/npm-cli.js" ] || fail "npm not found next to node"
BASE_IMAGE=localhost/kulisse-base:bookworm-node$major

# A fresh work folder (gitignored, kept out of the build context by .dockerignore) with a private
# buildah store: nothing is reused from an earlier run and nothing of other users is touched.
mkdir -p tmp
work=$(mktemp -d "$PWD/tmp/container-check.XXXXXX")
BUILDAH=(buildah --root "$work/storage" --runroot "$work/run")
bah() { "${BUILDAH[@]}" "$@"; }
app_pid="" pg_pid="" app_job="" pg_job="" step_pid=""

# Runs a long step with its output in log $1. In the background, so that a signal stops the check
# at once (bash would wait for a foreground command to finish before running the trap).
step() {
  local log=$1 rc=0
  shift
  "$@" >"$log" 2>&1 &
  step_pid=$!
  wait "$step_pid" || rc=$?
  step_pid=""
  return "$rc"
}

stop_pid() { # SIGTERM, then SIGKILL if it has not exited within $2 seconds
  local pid=$1 wait_s=$2
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 0
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq $((wait_s * 10))); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.1; done
  kill -KILL "$pid" 2>/dev/null || true
}
cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  stop_pid "$step_pid" 30
  # The server first, then PostgreSQL through its node parent, which stops it cleanly.
  stop_pid "$app_pid" 15
  stop_pid "$pg_pid" 15
  stop_pid "$app_job" 5
  stop_pid "$pg_job" 5
  # Anything still running inside our containers (e.g. a postgres whose parent was killed).
  for proc in /proc/[0-9]*; do
    case "$(readlink "$proc/root" 2>/dev/null)" in "$work"/*) kill -KILL "${proc#/proc/}" 2>/dev/null || true ;; esac
  done
  bah rm --all >/dev/null 2>&1 || true
  bah rmi --all --force >/dev/null 2>&1 || true
  # debootstrap or buildah may leave mounts behind when interrupted; never delete through them.
  findmnt -rn -o TARGET | grep -F "$work/" | sort -r | xargs -r -n1 umount -l 2>/dev/null || true
  rm -rf --one-file-system "$work"
  rmdir tmp 2>/dev/null || true
  exit "$rc"
}
trap cleanup EXIT
trap 'echo "container check: interrupted" >&2; exit 130' INT
trap 'echo "container check: interrupted" >&2; exit 143' TERM

free_port() {
  "$node_bin" -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'
}
listener_pid() { # pid of the process listening on 127.0.0.1:$1
  ss -ltnpH "sport = :$1" 2>/dev/null | grep -oE 'pid=[0-9]+' | head -n 1 | cut -d= -f2
}

# ---- 1. Base image ---------------------------------------------------------------------------
started=$(now)
t0=$started
mirror=${DEBIAN_MIRROR:-$(grep -hsoE '^(URIs:|deb( \[[^]]*\])?)[[:space:]]+https?://[^[:space:]]+/debian/?([[:space:]]|$)' \
  /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources |
  grep -oE 'https?://[^[:space:]]+' | head -n 1 || true)}
mirror=${mirror:-http://deb.debian.org/debian}
say "building the base image (debootstrap bookworm from $mirror, node $node_version)"
base=$(bah from scratch)
root=$(bah mount "$base")
step "$work/debootstrap.log" debootstrap --variant=minbase --include=ca-certificates bookworm "$root" "$mirror" ||
  fail "debootstrap failed" "$work/debootstrap.log"
rm -rf "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
# Node and npm where the official image has them.
install -D -m 755 "$node_bin" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
# The official image's user: the Dockerfile chowns /data to it and runs as it.
{ chroot "$root" groupadd --gid 1000 node &&
  chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node; } ||
  fail "could not create the node user in the base image"
# Certificate authorities this machine added itself (e.g. of a TLS-inspecting proxy in front of
# the npm registry) must be trusted inside too, or `npm ci` fails; on an ordinary network there
# are none and the base trusts exactly Debian's set, as the official image does.
if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
  cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
fi
chroot "$root" update-ca-certificates >/dev/null 2>&1 || fail "update-ca-certificates failed in the base"
path=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
for cmd in "node --version" "npm --version" "npx --version"; do
  chroot "$root" env PATH="$path" $cmd >/dev/null || fail "'$cmd' does not work in the base image"
done
bah umount "$base" >/dev/null
bah config --env PATH="$path" --env NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt \
  --cmd node "$base"
bah commit --quiet --rm "$base" "$BASE_IMAGE" >/dev/null
base_time=$(since "$t0")

# ---- 2. The project's image -----------------------------------------------------------------
say "building the Dockerfile with buildah (npm ci and npm run build inside)"
t0=$(now)
# docker format keeps the HEALTHCHECK (OCI images have none).
step "$work/build.log" "${BUILDAH[@]}" bud --isolation chroot --format docker --build-arg BASE="$BASE_IMAGE" -t "$IMAGE" . ||
  fail "the image does not build" "$work/build.log"
build_time=$(since "$t0")
image_size=$(bah images --format '{{.Size}}' "$IMAGE")

# ---- 3. PostgreSQL ---------------------------------------------------------------------------
# The project's embedded PostgreSQL, run from the built image as its user: no PostgreSQL on this
# machine is needed and no system user is created. Chroot isolation shares the host's network.
pg_port=$(free_port)
bah from --name kulisse-check-pg "$IMAGE" >/dev/null
"${BUILDAH[@]}" run --isolation chroot --env PG_PORT="$pg_port" kulisse-check-pg -- \
  node --import tsx --input-type=module -e '
    const { startEmbeddedServer } = await import("./server/db/embedded-server.ts");
    const { createLogger } = await import("./server/logger.ts");
    const pg = await startEmbeddedServer("/tmp/pg", Number(process.env.PG_PORT), createLogger("warn"));
    process.on("SIGTERM", () => pg.stop().then(() => process.exit(0)));
    console.log("DATABASE_URL=" + pg.tcpUrl);
    setInterval(() => {}, 1 << 30);
  ' >"$work/postgres.log" 2>&1 &
pg_job=$!
database_url=""
for _ in $(seq 600); do # up to 60 s
  database_url=$(sed -n 's/^DATABASE_URL=//p' "$work/postgres.log")
  [ -n "$database_url" ] && break
  kill -0 "$pg_job" 2>/dev/null || fail "PostgreSQL did not start" "$work/postgres.log"
  sleep 0.1
done
[ -n "$database_url" ] || fail "PostgreSQL did not start within 60 s" "$work/postgres.log"
postmaster=$(listener_pid "$pg_port")
[ -n "$postmaster" ] || fail "PostgreSQL does not listen on port $pg_port" "$work/postgres.log"
pg_pid=$(ps -o ppid= -p "$postmaster" | tr -d ' ') # the node process that stops it cleanly

# ---- 4. The server -----------------------------------------------------------------------------
# Started with the image's own CMD, WORKDIR, ENV and USER, as `docker run` would.
mapfile -t cmd < <(bah inspect --type image --format '{{range .Docker.Config.Cmd}}{{println .}}{{end}}' "$IMAGE" | sed '/^$/d')
[ "${#cmd[@]}" -gt 0 ] || fail "the image has no CMD"
port=$(free_port)
bah from --name kulisse-check-app "$IMAGE" >/dev/null
t0=$(now)
"${BUILDAH[@]}" run --isolation chroot --env DATABASE_URL="$database_url" --env PORT="$port" --env HOST=127.0.0.1 \
  --env SEED_DEMO=true kulisse-check-app -- "${cmd[@]}" >"$work/server.log" 2>&1 &
app_job=$!
until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/healthz" || true)" = 200 ]; do
  kill -0 "$app_job" 2>/dev/null || fail "the server exited before answering" "$work/server.log"
  awk -v a="$t0" -v b="$(now)" -v t="$HEALTH_TIMEOUT" 'BEGIN { exit !(b - a > t) }' &&
    fail "GET /healthz did not answer 200 within $HEALTH_TIMEOUT s" "$work/server.log"
  sleep 0.25
done
first_200=$(since "$t0")
app_pid=$(listener_pid "$port")

# ---- 5. Checks -----------------------------------------------------------------------------------
status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/healthz")
[ "$status" = 200 ] || fail "GET /healthz answered $status" "$work/server.log"
status=$(curl -s -o "$work/de.html" -w '%{http_code}' "http://127.0.0.1:$port/de")
[ "$status" = 200 ] || fail "GET /de answered $status" "$work/server.log"
grep -q '<html lang="de"' "$work/de.html" || fail 'GET /de has no <html lang="de"' "$work/de.html"
[ -n "$app_pid" ] || fail "no process listens on port $port"
read -r _ uid_real uid_effective _ < <(grep '^Uid:' "/proc/$app_pid/status")
[ "$uid_real" = 1000 ] && [ "$uid_effective" = 1000 ] ||
  fail "the server runs as uid $uid_effective, not as the node user (1000)"
# The image's HEALTHCHECK, run as Docker would (CMD-SHELL through /bin/sh) in the server's container.
mapfile -t health < <(bah inspect --type image --format '{{range .Docker.Config.Healthcheck.Test}}{{println .}}{{end}}' "$IMAGE")
[ "${health[0]:-}" = CMD-SHELL ] && [ -n "${health[1]:-}" ] || fail "the image has no HEALTHCHECK CMD"
health_cmd=${health[1]}
bah run --isolation chroot --env PORT="$port" kulisse-check-app -- /bin/sh -c "$health_cmd" >"$work/healthcheck.log" 2>&1 ||
  fail "the image's HEALTHCHECK fails against the running server" "$work/healthcheck.log"

# ---- 6. Stop -------------------------------------------------------------------------------------
# SIGTERM as `docker stop` sends it: the server must finish cleanly (exit 0).
kill -TERM "$app_pid"
for _ in $(seq 150); do kill -0 "$app_job" 2>/dev/null || break; sleep 0.1; done
kill -0 "$app_job" 2>/dev/null && fail "the server did not stop within 15 s of SIGTERM" "$work/server.log"
wait "$app_job" || fail "the server exited with status $? after SIGTERM" "$work/server.log"
app_pid="" app_job=""

say "ok: image $IMAGE ($image_size) on Debian bookworm + node $node_version"
say "base image built in $base_time, project image in $build_time; first 200 from /healthz after $first_200; $(since "$started") in all"
say "checked: GET /healthz 200, GET /de 200 with <html lang=\"de\">, HEALTHCHECK passes, server runs as uid 1000, stops cleanly on SIGTERM"
