# usage: run.sh script.mjs  -> prints rps
PORT=$((40000 + RANDOM % 10000)) 
PORT=$PORT node "$@" & P=$!
for i in $(seq 50); do curl -sf http://127.0.0.1:$PORT/fr/api/health >/dev/null && break; sleep 0.2; done
npx autocannon -c 10 -d 3 -m POST -H content-type=application/json -b '{}' http://127.0.0.1:$PORT/fr/api/user/notifications/count >/dev/null 2>&1
npx autocannon -c 10 -d 6 -m POST -H content-type=application/json -b '{}' http://127.0.0.1:$PORT/fr/api/user/notifications/count 2>&1 | grep -E "requests in|Req/Sec" 
kill $P
