#!/usr/bin/env bash
# Runs every suite, keeps going after a failure, and ends with each stage's duration, the total
# duration and one line: ci: N passed, N failed.
#
# Two lanes run side by side: the back end (its build, typecheck, shared, HTTP suites on SQLite and
# MariaDB, benches at their smallest size) and the front ends (their build, jsdom specs, journeys).
# Each lane waits on its own database, browser or disk much of the time: one alone keeps about
# one core busy, together they fill the two. TEST_PARALLEL=0 runs them one after the other.
set -u
cd "$(dirname "$0")/../.."
mkdir -p test-results
rm -f test-results/*.json test-results/durations-*.txt test-results/.times-*
started=$SECONDS
# The machine's busy processor time (every core, MariaDB and Redis included), in 1/100 s.
machine_busy() {
  local _ user nice system idle iowait irq softirq steal
  read -r _ user nice system idle iowait irq softirq steal _ </proc/stat
  echo $((user + nice + system + irq + softirq + steal))
}
busy_begun=$(machine_busy)

# Time limits stretch with the machine's load when it starts (TEST_SLOWNESS multiplies every limit a
# spec or journey sets): a loaded machine makes the suite slower, never red.
if [ -z "${TEST_SLOWNESS:-}" ]; then
  TEST_SLOWNESS=$(node -e 'const os = require("os"); console.log(Math.max(2, Math.ceil(os.loadavg()[0] / os.cpus().length) + 1))')
fi
export TEST_SLOWNESS
echo "TEST_SLOWNESS=$TEST_SLOWNESS (charge $(cut -d' ' -f1 /proc/loadavg))"

JEST=node_modules/jest/bin/jest.js
ESM=(node --experimental-vm-modules --no-warnings "$JEST")

# Processor seconds (user + system) of this shell's finished children into CPU: bash's `times`,
# read in this shell (in a command substitution it would read a subshell's).
children_cpu() {
  times >"test-results/.times-$1"
  CPU=$(tail -n 1 "test-results/.times-$1" | awk '{
    total = 0
    for (i = 1; i <= 2; i++) { split($i, p, "m"); sub("s", "", p[2]); total += p[1] * 60 + p[2] }
    printf "%d", total
  }')
}

# Writes how long a stage took and the processor time it used, for the closing table.
timed() {
  local name=$1 lane=$2
  shift 2
  local begun=$SECONDS cpu
  children_cpu "$lane"
  cpu=$CPU
  "$@"
  children_cpu "$lane"
  echo "$name $((SECONDS - begun)) $((CPU - cpu))" >>"test-results/durations-$lane.txt"
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

# The back end's build (dist/, which the journeys start) begins the back lane while the front ends
# build in the other; each lane waits for the other's build where it needs it (a file says it ended).
BACK_BUILT=test-results/.back-built
FRONTS_BUILT=test-results/.fronts-built
rm -f "$BACK_BUILT" "$FRONTS_BUILT"
await() { while [ ! -f "$1" ]; do sleep 1; done; }

# The HTTP suites copy one migrated and seeded MariaDB database instead of migrating their own
# (the migrations spec still migrates an empty one). Without it they migrate as before. Made from
# the back end's build, once it is there.
template=
mysql_template() {
  [ -n "${TEST_MYSQL_URL:-}" ] || return 0
  if template=$(node infra/scripts/test-template.mjs create); then
    export TEST_MYSQL_TEMPLATE=$template
    trap 'node infra/scripts/test-template.mjs drop "$template"' EXIT
  else
    echo "Base modèle MariaDB impossible à créer : chaque suite applique les migrations."
    template=
  fi
}

back_lane() {
  timed build-back back check build-back node node_modules/typescript/bin/tsc -b shared backend
  touch "$BACK_BUILT"
  mysql_template
  # The benches' project is typed by bench-smoke's own compilation, at the end of this lane.
  timed typecheck back check typecheck env TYPECHECK_SKIP_BENCH=1 bash infra/scripts/typecheck.sh
  # The back end's module boundaries (.dependency-cruiser.cjs): a few seconds, before the long suites.
  timed boundaries back check boundaries npx depcruise backend/src --config .dependency-cruiser.cjs --output-type err
  timed shared back suite shared "${ESM[@]}" -c shared/jest.config.js
  # Two workers: each HTTP suite has its own database and Redis prefix, and half its time is spent waiting on them.
  # --forceExit: a suite whose start-up failed must not keep CI waiting on an open pool.
  timed backend back suite backend "${ESM[@]}" -c backend/jest.config.js --maxWorkers=2 --forceExit
  # Every `make bench-*` at its smallest size: it must still build and run to its end (figures
  # unchecked). In this lane, which ends earlier than the journeys'; the page bench loads the front ends.
  await "$FRONTS_BUILT"
  timed bench-smoke back check bench-smoke bash infra/scripts/bench-smoke.sh
}

front_build() {
  # The built front ends (only what changed), which the benches' page bench and the journeys load.
  timed build-fronts front check build-fronts make --no-print-directory build-front
  touch "$FRONTS_BUILT"
}

front_tests() {
  # The jsdom suites are CPU-bound: as many workers as cores when alone, one beside the back end's two.
  timed frontends front suite frontends node "$JEST" -c frontends/jest.config.cjs --maxWorkers="$1"
  await "$BACK_BUILT"
  if [ -f frontends/e2e/jest.config.cjs ]; then
    # One journey at a time (each has its server and its browser); --forceExit as above.
    timed e2e front suite e2e node "$JEST" -c frontends/e2e/jest.config.cjs --runInBand --forceExit
  fi
}

# Side by side by default. The suites that measure answers under contention stretch their limits
# with TEST_SLOWNESS like every other (the concurrency suite's health check included).
if [ "${TEST_PARALLEL:-1}" = 0 ]; then
  front_build
  back_lane
  front_tests 2
else
  echo "━━ front ends et parcours en parallèle : leur sortie est dans test-results/front-lane.log"
  { front_build && front_tests 1; } >test-results/front-lane.log 2>&1 &
  front=$!
  back_lane
  wait "$front"
  echo "━━ sortie des front ends et parcours"
  cat test-results/front-lane.log
fi

echo "━━ durées et temps processeur (s)"
cat test-results/durations-*.txt | awk '{ printf "  %-22s %5d  %6d\n", $1, $2, $3 }'
total=$((SECONDS - started))
printf 'durée totale : %d min %02d s ; processeur de la machine occupé %d s sur %d s (%d cœurs) ; charge à la fin : %s\n' \
  $((total / 60)) $((total % 60)) $((($(machine_busy) - busy_begun) / 100)) $((total * $(nproc))) "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)"
node infra/scripts/summarize.mjs
