#!/usr/bin/env bash
# Development: the back end recompiled and restarted on change, each front end on a webpack
# dev server with live reload (shell on :3001 proxies the API to :3000). Ctrl-C stops all.
set -u
cd "$(dirname "$0")/../.."
pids=()
trap 'kill "${pids[@]}" 2>/dev/null' EXIT INT TERM

npx tsc -b shared backend --watch --preserveWatchOutput &
pids+=($!)
node --watch-path=backend/dist --watch-path=shared/dist backend/dist/main.js &
pids+=($!)
for app in marketplace backoffice carbon shell; do
  npm run dev -w "frontends/$app" &
  pids+=($!)
done
echo "Troc en développement : http://localhost:3001/fr/ (API sur http://localhost:3000)"
wait
