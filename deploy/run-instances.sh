#!/usr/bin/env bash
# Issue 21 item 3: N instances of the site (`npm start`) on one machine, on ports FIRST_PORT, FIRST_PORT+1, … (default
# 3001), every one on the same DATABASE_URL and the rest of the environment (deploy/listing-site.env), for nginx's
# upstream (deploy/nginx). Without systemd, or to try it out; with systemd, deploy/listing-site@.service.
#   set -a; . deploy/listing-site.env; set +a; deploy/run-instances.sh 2
# Builds once if the build is missing or stale, then starts the instances one after the other, each when the one before
# answers /readyz (the first one migrates an empty database and seeds the demo). SIGTERM or Ctrl-C stops them all,
# each draining as README "Operate" says; the script ends when all have.
set -euo pipefail
cd "$(dirname "$0")/.."

count=${1:?usage: deploy/run-instances.sh N [FIRST_PORT]}
first=${2:-3001}
: "${DATABASE_URL:?set DATABASE_URL: every instance serves one PostgreSQL database}"
host=${HOST:-127.0.0.1}
[ "$host" = 0.0.0.0 ] && probe=127.0.0.1 || probe=$host

node --input-type=module -e "import { buildIsCurrent } from './ui/server/source-stamp.mjs'; process.exit(buildIsCurrent() ? 0 : 1)" || npm run build
# The instances serve that build as it is: none of them builds.
export SITE_BUILD_DIR=build HOST="$host"

ready() {
  node -e "fetch('http://$probe:$1/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
}

pids=()
stop() {
  trap - TERM INT
  kill -TERM "${pids[@]}" 2>/dev/null || true
  wait
  exit "${1:-0}"
}
trap stop TERM INT

for ((i = 0; i < count; i++)); do
  port=$((first + i))
  PORT=$port node ui/server/start.mjs &
  pids+=($!)
  for ((tries = 0; ; tries++)); do
    ready "$port" && break
    if ! kill -0 "${pids[-1]}" 2>/dev/null || ((tries > 240)); then
      echo "run-instances: the instance on port $port did not become ready" >&2
      stop 1
    fi
    sleep 0.5
  done
  echo "run-instances: instance $((i + 1)) of $count ready on http://$probe:$port (pid ${pids[-1]})" >&2
done
wait
