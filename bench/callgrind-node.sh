#!/bin/sh
# Runs node under callgrind; bench/act.ts zeroes the counts before a scenario and dumps them after it
# (BENCH_CALLGRIND=1). The counts go to $CALLGRIND_OUT (default /tmp/callgrind.out.PID), one file per dump.
exec valgrind --tool=callgrind --callgrind-out-file="${CALLGRIND_OUT:-/tmp/callgrind.out.%p}" node "$@"
