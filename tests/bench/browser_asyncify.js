// What Asyncify costs the browser's engine module: the same request lines,
// side by side in headless Chromium, on two builds of lineup-engine.
//   A     the module as shipped (Asyncify; the stop check yields to the
//         worker's messages at most every 20 ms)
//   Ainf  the same module, its worker started with yieldMs 1e9: it never
//         yields, but its code is still instrumented and still asks, at each
//         poll, whether a yield is due
//   B     a plain module (CMake's -DLINEUP_ENGINE_ASYNCIFY=OFF): the stop
//         check only reads the stop flag
// Each measurement starts a fresh worker (the build's own
// lineup-ai-worker.js) and warms its engine, untimed; then one request line
// is timed, in the page, from postMessage to its DONE reply, and the worker
// is ended. Each round runs every request on A, Ainf and B back to back, in
// an order that turns every round; the first WARMUP rounds are not counted
// (V8 compiles a module's hot functions again with TurboFan in the
// background, so the first runs are partly baseline code). Besides the wall
// time it takes each worker thread's own CPU time from Linux's
// /proc/PID/task/TID/schedstat, which does not count waiting for a core on a
// busy machine. Prints the medians, their ratios, whether every run gave the
// same reply lines, and the modules' sizes. A benchmark: it asserts only that
// the replies agree (the exit status is 1 if they do not).
//
//   NODE_PATH="$(scripts/deps.sh --print-npm-dir)/node_modules" ROUNDS=12 WARMUP=1 \
//     node tests/bench/browser_asyncify.js ASYNCIFY_SITE PLAIN_SITE
//
// ASYNCIFY_SITE defaults to build/web-release/site (or LINEUP_SITE_ASYNCIFY);
// PLAIN_SITE (or LINEUP_SITE_PLAIN) is the site folder of a build configured
// with -DLINEUP_ENGINE_ASYNCIFY=OFF (docs/benchmarks.md). ONLY=kind,kind
// runs some of the requests; OUT=file.json keeps every run's figures.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { launch, closeChromium } = require('../e2e/lib/browser');
const { startServer } = require('../e2e/lib/server');

const ROUNDS = Number(process.env.ROUNDS || 12);
const WARMUP = Number(process.env.WARMUP || 1);
const ONLY = process.env.ONLY ? process.env.ONLY.split(',') : null;

const VARIANTS = [
  { name: 'A', dir: 'A', yieldMs: undefined },
  { name: 'Ainf', dir: 'A', yieldMs: 1e9 },
  { name: 'B', dir: 'B', yieldMs: undefined },
];

const FREE = 'v=1&game=gomoku&size=15&rule=freestyle&theme=basic&seed=0&moves=';
const C4 = 'v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=';
const REQUESTS = [
  { kind: 'gomoku-move-h8i9', line: `MOVE 1 master 300000n 3 ${FREE}h8i9g9i7i8g8` },
  // Lines 1 and 2 of tests/bench/gomoku-p50.txt (middlegames of `lineup-cli bench gomoku`).
  { kind: 'gomoku-move-p50-1', line: `MOVE 1 master 300000n 3 ${FREE}i8h7g10j7g7g8f9j5i6i7j8h9h8i9f7l7k7j9k8l8k9k6i4l6` },
  { kind: 'gomoku-move-p50-2', line: `MOVE 1 master 300000n 3 ${FREE}h9i10f8h10f10f9e9d10d8c7e8g8e10e11e7e6c9f6d9b8f11g12d6g9` },
  { kind: 'gomoku-analyse-h8i9', line: `ANALYSE 1 master 300000n 0 ${FREE}h8i9g9i7i8g8 8` },
  { kind: 'c4-scores-perfect', line: `SCORES 1 perfect 2000000n 0 ${C4}4444331717` },
  { kind: 'c4-move-hard', line: `MOVE 1 hard 300000n 3 ${C4}4444331717` },
  // Six discs (tests/e2e/worker_stop.test.js's position): a longer Connect 4 search.
  { kind: 'c4-scores-perfect-214532', line: `SCORES 1 perfect 1000000n 0 ${C4}214532` },
].filter((r) => !ONLY || ONLY.includes(r.kind));

// CPU time (ns: schedstat's first field) of every "DedicatedWorker" thread of
// this process's own Chromium (its descendants only, not other browsers on
// the machine). One engine worker lives at a time, so the change of the sum
// over a request is that worker's CPU time.
function workerCpuNs() {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch { /* the process has ended */ }
  }
  const cpu = new Map();
  const stack = [process.pid];
  while (stack.length) {
    const pid = stack.pop();
    stack.push(...(children.get(pid) || []));
    let tasks = [];
    try { tasks = fs.readdirSync(`/proc/${pid}/task`); } catch { continue; }
    for (const tid of tasks) {
      try {
        const comm = fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
        if (!comm.startsWith('DedicatedWorker')) continue;
        cpu.set(`${pid}/${tid}`, Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]));
      } catch { /* the thread has ended */ }
    }
  }
  return cpu;
}

// The site folders, checked: A's engine has Asyncify's runtime, B's has not.
function siteDirs() {
  const a = path.resolve(process.argv[2] || process.env.LINEUP_SITE_ASYNCIFY || path.join(__dirname, '../../build/web-release/site'));
  const plain = process.argv[3] || process.env.LINEUP_SITE_PLAIN;
  if (!plain) throw new Error('usage: browser_asyncify.js ASYNCIFY_SITE PLAIN_SITE (a site built with -DLINEUP_ENGINE_ASYNCIFY=OFF)');
  const b = path.resolve(plain);
  const hasAsyncify = (dir) => fs.readFileSync(path.join(dir, 'lineup-engine.js'), 'utf8').includes('Asyncify.State');
  if (!hasAsyncify(a)) throw new Error(`${a}: its lineup-engine.js is not built with Asyncify`);
  if (hasAsyncify(b)) throw new Error(`${b}: its lineup-engine.js is built with Asyncify`);
  return { A: a, B: b };
}

function sizes(dirs) {
  const rows = ['| module | wasm raw | wasm gzip -9 | js raw | js gzip -9 |', '|---|---|---|---|---|'];
  for (const [name, dir] of Object.entries(dirs)) {
    const of = (file) => {
      const bytes = fs.readFileSync(path.join(dir, file));
      return [bytes.length, zlib.gzipSync(bytes, { level: 9 }).length];
    };
    const [wasm, wasmGz] = of('lineup-engine.wasm');
    const [js, jsGz] = of('lineup-engine.js');
    rows.push(`| ${name} | ${wasm} | ${wasmGz} | ${js} | ${jsGz} |`);
  }
  return rows.join('\n');
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
};

function table(results) {
  const med = (kind, variant, key) => median(results.filter((r) => r.kind === kind && r.variant === variant).map((r) => r[key]));
  const rows = [
    '| request | wall A | wall Ainf | wall B | wall A/B | wall Ainf/B | CPU A | CPU Ainf | CPU B | CPU A/B | CPU Ainf/B | runs | same replies |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  let allSame = true;
  for (const { kind } of REQUESTS) {
    const w = Object.fromEntries(VARIANTS.map((v) => [v.name, med(kind, v.name, 'ms')]));
    const c = Object.fromEntries(VARIANTS.map((v) => [v.name, med(kind, v.name, 'cpuMs')]));
    const replies = results.filter((r) => r.kind === kind).map((r) => JSON.stringify(r.lines));
    const same = replies.every((x) => x === replies[0]);
    allSame = allSame && same;
    const runs = VARIANTS.map((v) => results.filter((r) => r.kind === kind && r.variant === v.name).length).join('/');
    rows.push(`| ${kind} | ${w.A.toFixed(1)} | ${w.Ainf.toFixed(1)} | ${w.B.toFixed(1)} | ${(w.A / w.B).toFixed(3)} | ${(w.Ainf / w.B).toFixed(3)} | `
      + `${c.A.toFixed(1)} | ${c.Ainf.toFixed(1)} | ${c.B.toFixed(1)} | ${(c.A / c.B).toFixed(3)} | ${(c.Ainf / c.B).toFixed(3)} | ${runs} | ${same ? 'yes' : 'NO'} |`);
  }
  const geo = (f) => Math.exp(REQUESTS.reduce((sum, q) => sum + Math.log(f(q.kind)), 0) / REQUESTS.length).toFixed(3);
  const ratio = (v, key) => geo((kind) => med(kind, v, key) / med(kind, 'B', key));
  rows.push(`| geometric mean | | | | ${ratio('A', 'ms')} | ${ratio('Ainf', 'ms')} | | | | ${ratio('A', 'cpuMs')} | ${ratio('Ainf', 'cpuMs')} | | |`);
  rows.push('', 'Reply lines (the DONE line of every run):');
  for (const { kind, line } of REQUESTS) {
    const lines = results.find((r) => r.kind === kind).lines;
    rows.push(`- ${kind}: \`${line}\` -> \`${lines.at(-1)}\` (${lines.length - 1} PART lines)`);
  }
  return { text: rows.join('\n'), allSame };
}

async function main() {
  const dirs = siteDirs();
  // One origin for both sites (a worker's script must come from the page's):
  // /A/ and /B/ are links to the two folders.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-asyncify-'));
  fs.symlinkSync(dirs.A, path.join(root, 'A'));
  fs.symlinkSync(dirs.B, path.join(root, 'B'));
  const server = await startServer(root, { extraFiles: { '/bench.html': '<!doctype html><title>Asyncify</title><link rel="icon" href="data:,">' } });
  const browser = await launch();
  const results = [];
  const load = [os.loadavg()[0]];
  let chromiumVersion = '';
  try {
    const page = await browser.context.newPage();
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.error(`console: ${m.text()}`); });
    page.on('pageerror', (e) => console.error(`pageerror: ${e.message}`));
    await page.goto(`${server.url}bench.html`);
    chromiumVersion = browser.context.browser().version();
    console.error(`Chromium ${chromiumVersion}, ${os.cpus().length} cores; A ${dirs.A}, B ${dirs.B}`);

    await page.evaluate(async () => {
      // Each module compiled once in the page, as the site's bridge does.
      window.modules = {};
      for (const dir of ['A', 'B']) {
        window.modules[dir] = await WebAssembly.compile(await (await fetch(`${dir}/lineup-engine.wasm`)).arrayBuffer());
      }
      // A fresh worker, started and warmed; resolves once it is ready.
      window.startWorker = (dir, yieldMs) => new Promise((resolve, reject) => {
        const worker = new Worker(`${dir}/lineup-ai-worker.js`);
        window.current = { worker, lines: [], done: null };
        worker.onerror = (e) => { worker.terminate(); reject(new Error(`worker error: ${e.message}`)); };
        worker.onmessage = (event) => {
          const m = event.data;
          if (m.type === 'ready') resolve();
          else if (m.type === 'reply') {
            window.current.lines.push(m.line);
            if (!m.part) window.current.done(performance.now());
          } else if (m.type === 'crashed' || m.type === 'failed') {
            worker.terminate();
            reject(new Error(`${m.type}: ${m.reason}`));
          }
        };
        const start = { type: 'start', module: window.modules[dir], script: new URL(`${dir}/lineup-engine.js`, document.baseURI).href };
        if (typeof yieldMs === 'number') start.yieldMs = yieldMs;
        worker.postMessage(start);
      });
      // One request line, timed from postMessage to its DONE reply.
      window.runRequest = (line) => new Promise((resolve) => {
        const current = window.current;
        const t0 = performance.now();
        current.done = (t1) => resolve({ ms: t1 - t0, lines: current.lines });
        current.worker.postMessage({ type: 'request', line });
      });
    });

    for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
      for (const request of REQUESTS) {
        const order = VARIANTS.map((_, i) => VARIANTS[(i + round) % VARIANTS.length]);
        for (const v of order) {
          await page.evaluate(({ dir, yieldMs }) => window.startWorker(dir, yieldMs), { dir: v.dir, yieldMs: v.yieldMs });
          const before = workerCpuNs();
          const r = await page.evaluate((line) => window.runRequest(line), request.line);
          const after = workerCpuNs();  // before the worker ends, while its thread is there to read
          await page.evaluate(() => window.current.worker.terminate());
          let cpuNs = 0;
          for (const [thread, ns] of after) cpuNs += ns - (before.get(thread) || 0);
          const cpuMs = cpuNs / 1e6;
          const counted = round >= WARMUP;
          if (counted) results.push({ round, variant: v.name, kind: request.kind, cpuMs, ...r });
          console.error(`round ${round}${counted ? '' : ' (warm-up)'} ${request.kind} ${v.name}: wall ${r.ms.toFixed(1)} ms, `
            + `worker CPU ${cpuMs.toFixed(1)} ms, load ${os.loadavg()[0].toFixed(2)}`);
        }
      }
    }
    load.push(os.loadavg()[0]);
  } finally {
    await browser.close();
    await closeChromium();
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
  if (process.env.OUT) {
    fs.writeFileSync(process.env.OUT, JSON.stringify({ chromium: chromiumVersion, load, rounds: ROUNDS, warmup: WARMUP, requests: REQUESTS, results }, null, 1));
  }
  const { text, allSame } = table(results);
  console.log(`Chromium ${chromiumVersion}, ${os.cpus().length} cores, load average ${load.map((x) => x.toFixed(2)).join(' at the start, ')} at the end; `
    + `rounds: ${WARMUP} warm-up, ${ROUNDS} counted; medians in ms\n`);
  console.log(text);
  console.log(`\n${sizes(dirs)}`);
  if (!allSame) {
    console.error('The variants gave different replies.');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
