#!/bin/sh
# `npm test` (issue 22): the static checks (checks.sh) side by side with the production build that the site tests
# serve (made only when build/ is stale, as `npm start` does), so that jest's global setup finds it made; then every
# jest project. Fails when any part fails; each prints its own findings.
node ui/server/build.mjs --if-stale &
build=$!
sh test/support/checks.sh
checks=$?
wait "$build"
built=$?
[ "$checks" -eq 0 ] && [ "$built" -eq 0 ] && npm run -s jest
