#!/usr/bin/env bash
# Lighthouse performance scores of /login and /dashboard (signed in as the demo admin through a
# session cookie), mobile (Lighthouse's default: Moto G Power, simulated slow 4G and 4x CPU
# slowdown) and desktop, each the median of RUNS runs. Figures in docs/performance.md.
# Usage: bench/lighthouse.sh http://localhost:3000 [RUNS]   (a running server with the demo seed)
set -euo pipefail
base="${1:-http://localhost:3000}"
runs="${2:-3}"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
cookie=$(curl -s -i -X POST "$base/api/auth/sign-in/email" \
  -H 'content-type: application/json' -H "origin: $base" \
  -d '{"email":"admin@inspecthub.demo","password":"InspectHub-demo-2026"}' |
  grep -i '^set-cookie:' | sed -E 's/^[Ss]et-[Cc]ookie: //; s/;.*//' | paste -sd ';' | sed 's/;/; /g')
out=$(mktemp -d)
for page in login dashboard; do
  headers='{}'
  [ "$page" = dashboard ] && headers="{\"Cookie\": \"$cookie\"}"
  for form in mobile desktop; do
    preset=()
    [ "$form" = desktop ] && preset=(--preset=desktop)
    for i in $(seq 1 "$runs"); do
      # Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is run again.
      for attempt in 1 2 3; do
        npx --yes lighthouse@13 "$base/$page" "${preset[@]}" --only-categories=performance \
          --extra-headers="$headers" --chrome-flags="--headless=new --no-sandbox" \
          --output=json --output-path="$out/$page-$form-$i.json" --quiet 2>/dev/null && break
        [ "$attempt" = 3 ] && exit 1
      done
    done
    node -e '
      const fs = require("fs");
      const [dir, page, form, runs] = process.argv.slice(1);
      const r = [];
      for (let i = 1; i <= Number(runs); i++) r.push(JSON.parse(fs.readFileSync(`${dir}/${page}-${form}-${i}.json`)));
      r.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const m = r[Math.floor(r.length / 2)], a = m.audits;
      const ms = (k) => Math.round(a[k].numericValue);
      console.log(`/${page} ${form}: ${Math.round(m.categories.performance.score * 100)} (all: ${r.map((x) => Math.round(x.categories.performance.score * 100)).join(", ")}); FCP ${ms("first-contentful-paint")} ms, LCP ${ms("largest-contentful-paint")} ms, TBT ${ms("total-blocking-time")} ms, CLS ${a["cumulative-layout-shift"].numericValue.toFixed(3)}; final URL ${m.finalDisplayedUrl}`);
    ' "$out" "$page" "$form" "$runs"
  done
done
echo "reports: $out"
