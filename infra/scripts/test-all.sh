#!/usr/bin/env bash
# Runs every suite, keeps going after a failure, and ends with one line: ci: N passed, N failed.
set -u
cd "$(dirname "$0")/../.."
mkdir -p test-results
rm -f test-results/*.json

JEST=node_modules/jest/bin/jest.js
ESM=(node --experimental-vm-modules --no-warnings "$JEST")

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

check typecheck bash infra/scripts/typecheck.sh
# The back end's module boundaries (.dependency-cruiser.cjs): a few seconds, before the long suites.
check boundaries npx depcruise backend/src --config .dependency-cruiser.cjs --output-type err
suite shared "${ESM[@]}" -c shared/jest.config.js
# Two workers: each HTTP suite has its own database and Redis prefix, and half its time is spent waiting on them.
# --forceExit: a suite whose start-up failed must not keep CI waiting on an open pool.
suite backend "${ESM[@]}" -c backend/jest.config.js --maxWorkers=2 --forceExit
# Both cores: the jsdom suites are CPU-bound and nothing else runs beside them.
suite frontends node "$JEST" -c frontends/jest.config.cjs --maxWorkers=2
# Every `make bench-*` at its smallest size: it must still build and run to its end (figures unchecked).
check bench-smoke bash infra/scripts/bench-smoke.sh
if [ -f frontends/e2e/jest.config.cjs ]; then
  # One journey at a time (each has its server and its browser); --forceExit as above.
  suite e2e node "$JEST" -c frontends/e2e/jest.config.cjs --runInBand --forceExit
fi

node infra/scripts/summarize.mjs
