#!/bin/sh
# Issue 22: the static checks of `npm test`, side by side on two cores (tsc alone takes as long as ESLint and
# dependency-cruiser together). Fails when any of them fails; each prints its own findings.
npm run -s typecheck &
typecheck=$!
npm run -s lint && npm run -s layers
others=$?
wait "$typecheck"
typecheck=$?
[ "$typecheck" -eq 0 ] && [ "$others" -eq 0 ]
