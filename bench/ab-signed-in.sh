#!/bin/bash
# Issue 17 A/B: the signed-in calls on two checkouts at once, alternating 10-connection autocannon runs
# between them round by round, so a busy machine weighs on both alike. Medians of req/s per target.
#   DATABASE_URL=... bench/ab-signed-in.sh /path/to/before-checkout [rounds] [seconds]
set -euo pipefail
BEFORE=$1; ROUNDS=${2:-5}; SECONDS_EACH=${3:-5}
AFTER=$(cd "$(dirname "$0")/.." && pwd)
TMP=$(mktemp -d)
(cd "$BEFORE" && exec node --import tsx bench/serve-signed-in.ts 3911 "$TMP/before.auth") & PB=$!
(cd "$AFTER" && exec node --import tsx bench/serve-signed-in.ts 3912 "$TMP/after.auth") & PA=$!
# node itself (no npx/tsx wrapper), so these are the servers' own ids to stop at the end.
trap 'kill $PB $PA 2>/dev/null || true' EXIT
until [ -s "$TMP/before.auth" ] && [ -s "$TMP/after.auth" ]; do sleep 1; done
PENDING='/trpc/inspection.getPendingInspections?input=%7B%22page%22%3A1%7D'
TARGETS="/healthz /readyz /trpc/notifications.unreadCount $PENDING"
AC="$AFTER/node_modules/.bin/autocannon"
for round in $(seq 1 "$ROUNDS"); do
  for t in $TARGETS; do
    for side in before after; do
      port=3911; [ $side = after ] && port=3912
      rps=$("$AC" -j -c 10 -d "$SECONDS_EACH" -H "authorization=$(cat "$TMP/$side.auth")" "http://127.0.0.1:$port$t" \
        | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const r=JSON.parse(s);if(r.non2xx)throw new Error("non-2xx");console.log(Math.round(r.requests.average))})')
      echo "$round $side $t $rps" | tee -a "$TMP/results"
    done
  done
done
echo "medians (req/s, 10 connections):"
node -e '
const rows=require("fs").readFileSync(process.argv[1],"utf8").trim().split("\n").map(l=>l.split(" "));
const by={};for(const [,side,t,r] of rows)(by[t]??={before:[],after:[]})[side].push(+r);
const med=a=>[...a].sort((x,y)=>x-y)[Math.floor(a.length/2)];
for(const [t,v] of Object.entries(by))console.log(`${t}\tbefore ${med(v.before)}\tafter ${med(v.after)}\tafter/before ${(med(v.after)/med(v.before)).toFixed(2)}`);
' "$TMP/results"
