#!/bin/sh
# `npm test` (issue 22): every check and every test, as `.ci/run` runs them. Fails when any part fails; each part
# prints its own findings, and each jest run its duration and ten slowest files.
# 1. The static checks (checks.sh) side by side with the production build the site tests serve (made only when
#    build/ is stale, as `npm start` does), so that the site project's global setup finds it made.
# 2. The four jest projects in one run, one worker per core, coverage measured by the `fast` and `adapters` projects: the headless
#    files fill the gaps the browser files leave (run one after the other, the two parts took 157 s + 408 s; together
#    555 s, quiet machine, 2026-11-27).
node ui/server/build.mjs --if-stale &
build=$!
sh test/support/checks.sh
checks=$?
wait "$build"
built=$?
[ "$checks" -eq 0 ] && [ "$built" -eq 0 ] || exit 1
npm run -s test:all
