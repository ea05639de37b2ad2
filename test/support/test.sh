#!/bin/sh
# `npm test` (issue 22): every check and every test, as `.ci/run` runs them. Fails when any part fails; each part
# prints its own findings, and each jest run its duration and ten slowest files.
# 1. The static checks (checks.sh) side by side with the production build the site tests serve (made only when
#    build/ is stale, as `npm start` does), so that the site project's global setup finds it made.
# 2. The headless projects, `fast` and `whole-demo`, with coverage.
# 3. The `site` project (npm run test:site): separately, so that no headless test that times its own work shares a
#    core with Chromium and the sites. One worker per core: Chromium keeps each busy (1.5 workers per core made every
#    file two to three times slower and the project slower in all).
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
