#!/usr/bin/env bash
# Runs every suite, keeps going after a failure, and ends with each stage's duration, the total
# duration and one line: ci: N passed, N failed.
#
# Two lanes run side by side: the back end (typecheck, shared, HTTP suites on SQLite and MariaDB)
# and the front ends (jsdom specs, benches at their smallest size, browser journeys). Each lane
# waits on its own database, browser or disk much of the time, so together they fill the two
# cores that one after the other leaves half idle. TEST_PARALLEL=1 runs them side by side.
set -u
cd "$(dirname "$0")/../.."
mkdir -p test-results
rm -f test-results/*.json test-results/durations-*.txt
started=$SECONDS

# Time limits stretch with the machine's load when it starts (TEST_SLOWNESS multiplies every limit a
# spec or journey sets): a loaded machine makes the suite slower, never red.
if [ -z "${TEST_SLOWNESS:-}" ]; then
  TEST_SLOWNESS=$(node -e 'const os = require("os"); console.log(Math.max(2, Math.ceil(os.loadavg()[0] / os.cpus().length) + 1))')
fi
export TEST_SLOWNESS
echo "TEST_SLOWNESS=$TEST_SLOWNESS (charge $(cut -d' ' -f1 /proc/loadavg))"

JEST=node_modules/jest/bin/jest.js
ESM=(node --experimental-vm-modules --no-warnings "$JEST")

# Writes how long a stage took, for the closing table.
timed() {
  local name=$1 lane=$2
  shift 2
  local begun=$SECONDS
  "$@"
  echo "$name $((SECONDS - begun))" >>"test-results/durations-$lane.txt"
}

suite() {
  local name=$1
  shift
  echo "━━ $name"
  "$@" --json --outputFile="test-results/$name.json"
  if [ ! -s "test-results/$name.json" ]; then
    # The runner died before reporting: count the suite as one failure.
    echo '{"numPassedTests":0,"numFailedTests":1,"crashed":true}' >"test-results/$name.json"
  fi
}

check() {
  local name=$1
  shift
  echo "━━ $name"
  if "$@"; then
    echo '{"numPassedTests":1,"numFailedTests":0}' >"test-results/$name.json"
  else
    echo '{"numPassedTests":0,"numFailedTests":1}' >"test-results/$name.json"
  fi
}

# The HTTP suites copy one migrated and seeded MariaDB database instead of migrating their own
# (the migrations spec still migrates an empty one). Without it they migrate as before.
template=
if [ -n "${TEST_MYSQL_URL:-}" ]; then
  if template=$(node infra/scripts/test-template.mjs create); then
    export TEST_MYSQL_TEMPLATE=$template
    trap 'node infra/scripts/test-template.mjs drop "$template"' EXIT
  else
    echo "Base modèle MariaDB impossible à créer : chaque suite applique les migrations."
    template=
  fi
fi

back_lane() {
  # The benches' project is typed by bench-smoke's own compilation, in the other lane.
  timed typecheck back check typecheck env TYPECHECK_SKIP_BENCH=1 bash infra/scripts/typecheck.sh
  # The back end's module boundaries (.dependency-cruiser.cjs): a few seconds, before the long suites.
  timed boundaries back check boundaries npx depcruise backend/src --config .dependency-cruiser.cjs --output-type err
  timed shared back suite shared "${ESM[@]}" -c shared/jest.config.js
  # Two workers: each HTTP suite has its own database and Redis prefix, and half its time is spent waiting on them.
  # --forceExit: a suite whose start-up failed must not keep CI waiting on an open pool.
  timed backend back suite backend "${ESM[@]}" -c backend/jest.config.js --maxWorkers=2 --forceExit
}

front_lane() {
  # The jsdom suites are CPU-bound: as many workers as cores when alone, one beside the back end's two.
  timed frontends front suite frontends node "$JEST" -c frontends/jest.config.cjs --maxWorkers="$1"
  # Every `make bench-*` at its smallest size: it must still build and run to its end (figures unchecked).
  timed bench-smoke front check bench-smoke bash infra/scripts/bench-smoke.sh
  if [ -f frontends/e2e/jest.config.cjs ]; then
    # One journey at a time (each has its server and its browser); --forceExit as above.
    timed e2e front suite e2e node "$JEST" -c frontends/e2e/jest.config.cjs --runInBand --forceExit
  fi
}

# Serial by default: side by side, the lanes double the load on MariaDB and the cores, and the
# suites that measure answers under contention (health while writers mix) read it as an outage.
if [ "${TEST_PARALLEL:-}" != 1 ]; then
  back_lane
  front_lane 2
else
  echo "━━ front ends, bancs et parcours en parallèle : leur sortie est dans test-results/front-lane.log"
  front_lane 1 >test-results/front-lane.log 2>&1 &
  front=$!
  back_lane
  wait "$front"
  echo "━━ sortie des front ends, bancs et parcours"
  cat test-results/front-lane.log
fi

echo "━━ durées (s)"
cat test-results/durations-*.txt | awk '{ printf "  %-22s %5d\n", $1, $2 }'
total=$((SECONDS - started))
printf 'durée totale : %d min %02d s\n' $((total / 60)) $((total % 60))
node infra/scripts/summarize.mjs
