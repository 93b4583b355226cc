#!/usr/bin/env bash
# Runs every `make bench-*` at its smallest size, to show that each still builds and runs to its
# end: the figures of such a run mean nothing and are not checked. The demo data is seeded once
# (BENCH_SQLITE_TEMPLATE) and the benches run on SQLite; one runs on MariaDB too, for the
# harness's server path, when BENCH_MYSQL_URL (or the local server) answers.
set -u
cd "$(dirname "$0")/../.."
node node_modules/typescript/bin/tsc -p backend/scripts/bench || exit 1
BENCH=backend/scripts/bench/dist
TEMPLATE=$(mktemp -d -t troc-bench-template-XXXXXX)
LOGS=test-results/bench-smoke
mkdir -p "$LOGS"
trap 'rm -rf "$TEMPLATE"' EXIT
node "$BENCH/seed-template.js" "$TEMPLATE" || exit 1

export BENCH_SQLITE_TEMPLATE=$TEMPLATE BENCH_RUNS=1 BENCH_ONLY=${BENCH_SMOKE_ONLY:-sqlite}
failed=()
# Each bench gets a generous limit: a loaded machine makes it slower, and only a hang fails it.
bench() {
  local name=$1
  shift
  local started=$SECONDS
  if env "$@" timeout 600 node --expose-gc "$BENCH/bench-$name.js" >"$LOGS/$name.log" 2>&1; then
    echo "bench-$name : terminé en $((SECONDS - started)) s"
  else
    echo "bench-$name : ÉCHEC (journal : $LOGS/$name.log)"
    tail -n 20 "$LOGS/$name.log"
    failed+=("$name")
  fi
}
bench search BENCH_LISTINGS=200
bench counters BENCH_CONNECTIONS=2 BENCH_DURATION=1
bench alerts BENCH_LISTINGS=200 BENCH_ALERTS=20 BENCH_NEW=5
bench trackers BENCH_LISTINGS=200 BENCH_TRACKERS=300 BENCH_OPERATION_LISTINGS=20
bench calendar BENCH_PERIODS=20 BENCH_OTHERS=2 BENCH_ONLY=
bench impact BENCH_TRACKERS=200 BENCH_MODELS=50
bench import BENCH_LINES=100
bench export BENCH_LISTINGS=300
bench mass-edit BENCH_LISTINGS=100 BENCH_SAMPLE=10
bench load BENCH_LISTINGS=200 BENCH_CONNECTIONS=4 BENCH_DURATION=2
if [ -f frontends/shell/dist/index.html ]; then
  started=$SECONDS
  if BENCH_RUNS=1 BENCH_PAGES_WARMUP=0 BENCH_PAGES_LISTINGS=50 BENCH_PAGES_IMPORT_LINES=50 timeout 600 node infra/scripts/bench-pages.mjs >"$LOGS/pages.log" 2>&1; then
    echo "bench-pages : terminé en $((SECONDS - started)) s"
  else
    echo "bench-pages : ÉCHEC (journal : $LOGS/pages.log)"
    tail -n 20 "$LOGS/pages.log"
    failed+=(pages)
  fi
fi
if [ ${#failed[@]} -gt 0 ]; then
  echo "bench-smoke : ${#failed[@]} banc(s) en échec : ${failed[*]}"
  exit 1
fi
echo "bench-smoke : tous les bancs vont à leur terme"
