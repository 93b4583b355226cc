#!/usr/bin/env bash
# Typechecks every TypeScript project of the repository, the specs and scripts included, so that a
# moved export fails here and not in the first run of a bench or a journey. Keeps going after a
# failure and exits non-zero if any project failed.
set -u
cd "$(dirname "$0")/../.."
TSC=node_modules/typescript/bin/tsc
failed=()
run() {
  echo "tsc $*"
  node "$TSC" "$@" || failed+=("$*")
}
# The back end's build first: the bench scripts check against its declarations.
run -b shared backend
run -p shared/tsconfig.spec.json
run -p backend/tsconfig.spec.json
# test-all.sh's bench-smoke compiles the benches anyway (and fails on a type error): no second pass there.
[ "${TYPECHECK_SKIP_BENCH:-}" = 1 ] || run -p backend/scripts/bench/tsconfig.json --noEmit
run -p backend/scripts/tsconfig.json
run -p frontends/tsconfig.json --noEmit
run -p frontends/e2e/tsconfig.json
if [ ${#failed[@]} -gt 0 ]; then
  echo "typecheck : ${#failed[@]} projet(s) en erreur : ${failed[*]}"
  exit 1
fi
echo "typecheck : tous les projets sont typés"
