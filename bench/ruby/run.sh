#!/bin/sh
# 18xx.games' Ruby engine replaying issue #20's six games (bench/six.ts SUMMARY_SET); see bench/ruby/README.md.
#
#   sh bench/ruby/run.sh [PATH_TO_18XX_CLONE]     (or TOBYMAO_18XX=PATH_TO_18XX_CLONE sh bench/ruby/run.sh)
#
# COMMIT (default 111f7f6, the commit the fixtures come from) is the 18xx.games commit whose lib/ is taken out
# with `git archive` into a temporary folder, so the clone's own work tree is neither used nor touched (a bare
# clone works). RUNS (default 3) is the number of timed replays per game.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
repo_root=$(cd "$here/../.." && pwd)
clone=${1:-${TOBYMAO_18XX:-}}
commit=${COMMIT:-111f7f6}

if [ -z "$clone" ]; then
  echo "usage: sh bench/ruby/run.sh PATH_TO_TOBYMAO_18XX_CLONE (or set TOBYMAO_18XX)" >&2
  exit 2
fi
command -v ruby >/dev/null || { echo "ruby not found (Debian: apt-get install ruby)" >&2; exit 2; }

# The recorded games: ../shared next to the checkout, as tools/paths.ts finds it.
shared=${SWITCHYARD_SHARED_DIR:-}
if [ -z "$shared" ]; then
  for d in "$repo_root/../shared" /work/shared; do
    if [ -d "$d/fixtures" ]; then shared=$d; break; fi
  done
fi
[ -n "$shared" ] || { echo "cannot find the shared fixtures (set SWITCHYARD_SHARED_DIR)" >&2; exit 2; }

# The six games, read from bench/six.ts so that the two benches time the same set.
keys=$(sed -n '/SUMMARY_SET = \[/,/\];/p' "$repo_root/bench/six.ts" | grep -o "'[a-z]*:[^']*'" | tr -d "'")
[ -n "$keys" ] || { echo "no SUMMARY_SET found in bench/six.ts" >&2; exit 2; }
set --
for key in $keys; do
  case $key in
    shared:*) file="$shared/fixtures/${key#shared:}" ;;
    test:*) file="$repo_root/test/fixtures/${key#test:}" ;;
    *) echo "unknown fixture root in $key" >&2; exit 2 ;;
  esac
  [ -f "$file" ] || { echo "missing fixture $file" >&2; exit 2; }
  set -- "$@" "$file"
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git -C "$clone" archive --format=tar "$commit" lib | tar -x -C "$tmp"

echo "18xx.games $(git -C "$clone" rev-parse --short "$commit^{commit}"), $(ruby --version), load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
status=0
RACK_ENV=production RUNS=${RUNS:-3} ruby "$here/replay-18xx-games.rb" "$tmp/lib" "$@" || status=$?
echo "load average at the end $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
exit "$status"
