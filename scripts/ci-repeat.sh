#!/usr/bin/env bash
# The proof of issue 34: `./laikas test` passes on a fresh clone every time, at rest and on a busy machine.
#
#   scripts/ci-repeat.sh [--runs N] [--busy] [--source /work/main] [--branch main] [--keep]
#
# Clones the branch fresh N times (default 1), each beside the `shared` folder the repository expects as `../shared`
# (the clones are siblings of the source's parent `shared` folder, named ci-repeat-<stamp>-<n>), and runs what CI runs
# in it: `CI=true bash .ci/run`. With --busy, one process per core spins for the whole run (the machine CI runs on
# when it is loaded). Prints and appends to ci-repeat.log (beside the clones) one line per run: its number, busy or
# at rest, passed or FAILED, its wall time, the load average at its end, and where its full output is. A passing
# clone is removed unless --keep; a failing one is kept for reading. Exits non-zero when any run failed.
set -uo pipefail

runs=1
busy=0
keep=0
source_repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
branch=main
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --busy) busy=1; shift ;;
    --keep) keep=1; shift ;;
    --source) source_repo="$2"; shift 2 ;;
    --branch) branch="$2"; shift 2 ;;
    *) echo "usage: $0 [--runs N] [--busy] [--source <repo>] [--branch <name>] [--keep]" >&2; exit 2 ;;
  esac
done

parent="$(dirname "$source_repo")"
if [ ! -d "$parent/shared" ]; then
  echo "ci-repeat: no $parent/shared: the clones must sit beside the shared folder" >&2
  exit 2
fi
log="$parent/ci-repeat.log"
stamp="$(date -u +%Y%m%dT%H%M%S)"
spinners=()

stop_spinners() {
  for pid in "${spinners[@]}"; do
    kill "$pid" 2>/dev/null
  done
  spinners=()
}
trap stop_spinners EXIT INT TERM

failures=0
for n in $(seq 1 "$runs"); do
  clone="$parent/ci-repeat-$stamp-$n"
  git clone --quiet --branch "$branch" "$source_repo" "$clone" || { echo "ci-repeat: clone failed" >&2; exit 2; }
  commit="$(git -C "$clone" rev-parse --short HEAD)"
  if [ "$busy" = 1 ]; then
    for _ in $(seq 1 "$(nproc)"); do
      bash -c 'while :; do :; done' &
      spinners+=("$!")
    done
  fi
  started=$(date +%s)
  (cd "$clone" && CI=true bash .ci/run) >"$clone.out" 2>&1
  status=$?
  seconds=$(( $(date +%s) - started ))
  stop_spinners
  mode=$([ "$busy" = 1 ] && echo "busy ($(nproc) spinners)" || echo "at rest")
  result=$([ "$status" = 0 ] && echo passed || echo FAILED)
  summary="$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$clone.out" | tail -1)"
  line="$(date -u +%FT%TZ) run $n/$runs of $branch@$commit, $mode: $result in ${seconds} s ($summary); load $(cut -d' ' -f1-3 /proc/loadavg); output $clone.out"
  echo "$line" | tee -a "$log"
  if [ "$status" != 0 ]; then
    failures=$((failures + 1))
  elif [ "$keep" = 0 ]; then
    rm -rf "$clone"
  fi
done
echo "ci-repeat: $((runs - failures)) of $runs passed (log: $log)"
[ "$failures" = 0 ]
