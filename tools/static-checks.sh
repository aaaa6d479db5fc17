#!/bin/sh
# The type check and the lint, side by side (each takes about one core for 15-20 s): each prints its
# own errors, and the script fails when either fails. npm test runs it before jest.
npm run --silent typecheck & typecheck=$!
npm run --silent lint
lint=$?
wait "$typecheck"
typecheck=$?
[ "$typecheck" -eq 0 ] && [ "$lint" -eq 0 ]
