#!/bin/sh
# `npm test` (issue 22): every check and every test, as `.ci/run` runs them. Fails when any part fails; each part
# prints its own findings, and each jest run its duration and ten slowest files.
# 1. The static checks (checks.sh) side by side with the production build the site tests serve (made only when
#    build/ is stale, as `npm start` does), so that the site project's global setup finds it made.
# 2. The headless projects, `fast` and `whole-demo`, with coverage: CPU-bound, one worker per core.
# 3. The `site` project: its files wait on Chromium and site processes much of the time, so it runs more workers
#    than cores (npm run test:site); separately, so that no headless test that times its own work shares a core with them.
node ui/server/build.mjs --if-stale &
build=$!
sh test/support/checks.sh
checks=$?
wait "$build"
built=$?
[ "$checks" -eq 0 ] && [ "$built" -eq 0 ] || exit 1
npm run -s test:headless
headless=$?
npm run -s test:site
site=$?
[ "$headless" -eq 0 ] && [ "$site" -eq 0 ]
