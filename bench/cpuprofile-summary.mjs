// Summarises a V8 .cpuprofile (node --cpu-prof) by package: self time and inclusive time
// (a package counted once per sample however deep it recurs), plus the top self-time frames.
//   node bench/cpuprofile-summary.mjs FILE.cpuprofile [top]
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const top = Number(process.argv[3] ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

function packageOf(frame) {
  const url = frame.url ?? '';
  const name = frame.functionName;
  if (!url) {
    if (name === '(garbage collector)') return '(gc)';
    if (name === '(idle)' || name === '(program)' || name === '(root)') return name;
    return '(native)';
  }
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  if (m) return m[m.length - 1].replace('node_modules/', '');
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const own = url.match(/\/(src\/(?:server|shared)\/[^/]+(?:\/[^/]+)?)/);
  if (own) return 'ours:' + own[1].replace(/\.ts$/, '');
  if (url.includes('/bench/')) return 'the profiling driver (bench/)';
  return url;
}

const dt = new Map();
const { samples, timeDeltas } = profile;
const self = new Map();
const incl = new Map();
const selfFrame = new Map();
let total = 0;
for (let i = 0; i < samples.length; i++) {
  const id = samples[i];
  const d = timeDeltas[i] ?? 0;
  const n = nodes.get(id);
  const pkg = packageOf(n.callFrame);
  if (pkg === '(idle)' || pkg === '(program)') {
    self.set(pkg, (self.get(pkg) ?? 0) + d);
    continue;
  }
  total += d;
  self.set(pkg, (self.get(pkg) ?? 0) + d);
  const fkey = `${n.callFrame.functionName || '(anonymous)'} ${pkg} ${(n.callFrame.url || '').split('/').slice(-1)[0]}:${n.callFrame.lineNumber + 1}`;
  selfFrame.set(fkey, (selfFrame.get(fkey) ?? 0) + d);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const p = packageOf(nodes.get(cur).callFrame);
    if (!seen.has(p)) {
      seen.add(p);
      incl.set(p, (incl.get(p) ?? 0) + d);
    }
  }
  void dt;
}
const ms = (us) => (us / 1000).toFixed(0);
const pct = (us) => ((100 * us) / total).toFixed(1) + '%';
console.log(
  `busy ${ms(total)} ms (idle ${ms(self.get('(idle)') ?? 0)} ms, program ${ms(self.get('(program)') ?? 0)} ms)`,
);
console.log('\n| package | self | inclusive |\n|---|---|---|');
const rows = [...self.entries()].filter(
  ([k]) => k !== '(idle)' && k !== '(program)' && k !== '(root)',
);
rows.sort((a, b) => b[1] - a[1]);
for (const [k, v] of rows.slice(0, top))
  console.log(`| ${k} | ${pct(v)} | ${pct(incl.get(k) ?? 0)} |`);
console.log('\ntop self frames');
for (const [k, v] of [...selfFrame.entries()].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(v).padStart(6)} ${k}`);

// `--callers NAME`: for samples whose own frame is NAME, the first caller outside node's internals.
const callersOf = process.argv.indexOf('--callers');
if (callersOf > 0) {
  const wanted = process.argv[callersOf + 1];
  const by = new Map();
  for (let i = 0; i < samples.length; i++) {
    const n = nodes.get(samples[i]);
    if (n.callFrame.functionName !== wanted) continue;
    let cur = parent.get(n.id);
    let label = '?';
    while (cur !== undefined) {
      const f = nodes.get(cur).callFrame;
      const p = packageOf(f);
      if (!p.startsWith('node:') && p !== '(native)') {
        label = `${p} ${f.functionName}`;
        break;
      }
      cur = parent.get(cur);
    }
    by.set(label, (by.get(label) ?? 0) + (timeDeltas[i] ?? 0));
  }
  console.log(`\ncallers of ${wanted}`);
  for (const [k, v] of [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`${pct(v).padStart(6)} ${k}`);
}

// Busy time by layer: each sample goes to the first frame, from the leaf up, that is not Node's
// own (node:*, native), so socket writes, Buffer work and promise hooks count for whoever asked.
const GROUPS = [
  [/^(helmet|@fastify\/helmet|@fastify\/compress)$/, 'helmet and compress hooks'],
  [
    /^(fastify|find-my-way|avvio|light-my-request|@fastify\/.*|fast-json-stringify|toad-cache|pino.*)$/,
    'fastify (with pino)',
  ],
  [/^@trpc\//, 'tRPC'],
  [/^(better-auth|@better-auth\/.*|better-call|jose|@noble\/.*)$/, 'better-auth'],
  [/^drizzle-orm$/, 'drizzle'],
  [/^(pg|pg-pool|pg-protocol|pg-types|postgres-.*)$/, 'pg'],
  [/^zod$/, 'zod'],
  [/^superjson$/, 'superjson'],
  [/^ours:src\/(server\/trpc|shared\/text)/, 'our code: tRPC adapter and middlewares'],
  [
    /^ours:src\/server\/(auth|db\/change-cache|features\/sessions|features\/permissions|features\/settings|features\/maintenance|features\/mfa)/,
    'our code: session cache and access policies',
  ],
  [/^ours:/, 'our code: the procedure'],
  [/^\(gc\)$/, 'garbage collector'],
];
if (process.argv.includes('--layers')) {
  const layer = new Map();
  for (let i = 0; i < samples.length; i++) {
    const leaf = nodes.get(samples[i]);
    const leafPkg = packageOf(leaf.callFrame);
    if (leafPkg === '(idle)' || leafPkg === '(program)' || leafPkg === '(root)') continue;
    let name = 'Node internals with no caller of ours (event loop, socket reads, timers)';
    if (leafPkg === '(gc)') name = 'garbage collector';
    else
      for (let cur = leaf.id; cur !== undefined; cur = parent.get(cur)) {
        const p = packageOf(nodes.get(cur).callFrame);
        if (p.startsWith('node:') || p === '(native)' || p === '(root)') continue;
        name = (GROUPS.find(([re]) => re.test(p)) ?? [null, p])[1];
        break;
      }
    layer.set(name, (layer.get(name) ?? 0) + (timeDeltas[i] ?? 0));
  }
  console.log(
    '\n| layer (Node internals counted for their caller) | share of busy time |\n|---|---|',
  );
  for (const [k, v] of [...layer.entries()].sort((a, b) => b[1] - a[1]))
    console.log(`| ${k} | ${pct(v)} |`);
}
