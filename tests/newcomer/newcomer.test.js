// The README's first command, tried as a newcomer does: a fresh copy of the
// checkout (the tracked and non-ignored files, never build/), `./run.sh --port
// P` on a free port, and a person who opens the address it prints, taps a
// column and sees the computer reply; then `./run.sh --native` under a virtual
// X server, whose board takes a click. The copy builds on its own (the
// per-user caches, ccache included, are shared; the working tree's build
// folder is not).
//
//   node --test tests/newcomer/     (./test.sh newcomer runs it)
//
// LINEUP_NEWCOMER_SOURCE names the checkout to copy (default: this one).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { launch, closeChromium, openGame, state, clickMove, screenshot } = require('../e2e/lib/browser');

const source = process.env.LINEUP_NEWCOMER_SOURCE || path.resolve(__dirname, '../..');
// Building the whole game from a fresh copy takes minutes on two busy cores;
// the ceiling only keeps a stuck build from hanging the suite.
const BUILD_CEILING_MS = 45 * 60 * 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let copy;

// The files a fresh clone has, without build/ (in CI, the working tree is
// such a clone): tests/harness/copy_checkout.sh.
function freshCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-newcomer-'));
  execFileSync('bash', [path.join(__dirname, '../harness/copy_checkout.sh'), source, dir]);
  return dir;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Starts `./run.sh ARGS` in the copy, in its own process group; collects its
// output. Returns {child, output(), exited, stop()}.
function runSh(args, env = process.env) {
  const child = spawn('./run.sh', args, { cwd: copy, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout.on('data', (d) => { text += d; });
  child.stderr.on('data', (d) => { text += d; });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    exited,
    output: () => text,
    stop(signal = 'SIGTERM') {
      try { process.kill(-child.pid, signal); } catch { /* already gone */ }
    },
  };
}

// Waits until `predicate()` is true, the process has not exited, or the ceiling passed.
async function until(run, predicate, what, ceiling = BUILD_CEILING_MS) {
  let done = null;
  run.exited.then((x) => { done = x; });
  const start = Date.now();
  for (;;) {
    const value = predicate();
    if (value) return value;
    if (done) throw new Error(`./run.sh exited (${JSON.stringify(done)}) before ${what}:\n${run.output().slice(-3000)}`);
    if (Date.now() - start > ceiling) throw new Error(`no ${what} after ${ceiling / 60000} min:\n${run.output().slice(-3000)}`);
    await sleep(200);
  }
}

test.before(() => {
  copy = freshCopy();
  assert.ok(!fs.existsSync(path.join(copy, 'build')), 'the copy has no build folder');
  assert.ok(fs.existsSync(path.join(copy, 'run.sh')), 'the copy has run.sh');
});

// launch() shares one Chromium per process; a file outside useSite() ends it
// itself, or the process never exits.
test.after(async () => {
  await closeChromium();
  if (copy) fs.rmSync(copy, { recursive: true, force: true, maxRetries: 5 });
});

test('./run.sh --port P on a fresh copy serves the game; a person taps a column and the computer replies', async () => {
  const port = await freePort();
  const run = runSh(['--port', String(port)]);
  let browser = null;
  try {
    const url = await until(run, () => {
      const m = run.output().match(/served at (http:\/\/127\.0\.0\.1:\d+\/)/);
      return m && m[1];
    }, 'the address of the served game');
    assert.equal(url, `http://127.0.0.1:${port}/`);
    // What a browser asks for beyond the page: both modules and the service
    // worker, served with the types that let them work.
    for (const [file, type] of [['lineup.wasm', 'application/wasm'], ['lineup-engine.wasm', 'application/wasm'],
      ['lineup-sw.js', 'text/javascript'], ['manifest.json', 'application/json']]) {
      const response = await fetch(url + file);
      assert.equal(response.status, 200, `${file} is served`);
      assert.match(response.headers.get('content-type') || '', new RegExp(`^${type}`), `${file}'s type`);
    }
    browser = await launch({ viewport: { width: 1280, height: 800 } });
    const { page, problems } = await openGame(browser.context, url);
    let s = await state(page);
    assert.equal(s.status, 'playing', 'a game is on at once');
    assert.equal(s.mode, 'pvc', 'against the computer');
    await clickMove(page, '4');
    await page.waitForFunction(() => window.lineup.state().moves.length >= 1, null, { timeout: 30000 });
    s = await state(page);
    assert.equal(s.moves[0], '4', 'the click on column 4 played it');
    await page.waitForFunction(() => {
      const x = window.lineup.state();
      return x.moves.length === 2 && !x.thinking;
    }, null, { timeout: 120000 });
    s = await state(page);
    assert.equal(s.moves.length, 2, 'the computer replied');
    await screenshot(page, 'newcomer-run-sh');
    assert.deepEqual(problems, [], 'nothing in the console');
  } finally {
    if (browser) await browser.close();
    run.stop();
    await Promise.race([run.exited, sleep(10000)]);
  }
});

// The desktop game: built by ./run.sh --native and started by it, under Xvfb.
// `--state-file` (passed after --) lets the test see what the game shows.
test('./run.sh --native on the same copy draws the board and takes a click, then exits', async () => {
  for (const tool of ['Xvfb', 'xdotool', 'import']) {
    assert.doesNotThrow(() => execFileSync('sh', ['-c', `command -v ${tool}`]), `${tool} is installed`);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-newcomer-x-'));
  const displayPipe = path.join(tmp, 'display');
  const fd = fs.openSync(displayPipe, 'w');
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1024x768x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'ignore', fd] });
  let run = null;
  try {
    for (let i = 0; i < 100 && !fs.readFileSync(displayPipe, 'utf8').trim(); i++) await sleep(100);
    fs.closeSync(fd);
    const display = `:${fs.readFileSync(displayPipe, 'utf8').trim()}`;
    const env = { ...process.env, DISPLAY: display, LIBGL_ALWAYS_SOFTWARE: '1', SDL_AUDIODRIVER: 'dummy' };
    const stateFile = path.join(tmp, 'state.json');
    const read = () => {
      try { return JSON.parse(fs.readFileSync(stateFile, 'utf8')); } catch { return null; }
    };
    run = runSh(['--native', '--', '--state-file', stateFile], env);
    let s = await until(run, () => {
      const x = read();
      return x && x.ready && x.points && x.points.cells ? x : null;
    }, 'the desktop game\'s first frame');
    assert.equal(s.game, 'connect4');
    assert.deepEqual(s.moves, []);
    const window = execFileSync('xdotool', ['search', '--sync', '--name', '^Lineup$'], { env })
      .toString().trim().split('\n')[0];
    execFileSync('import', ['-window', 'root', path.join(tmp, 'before.png')], { env });
    // A click where column 4 is drawn ([x, y] in the window's own pixels).
    const cell = s.points.cells['4'];
    assert.ok(cell, `column 4 is drawn: ${JSON.stringify(Object.keys(s.points.cells))}`);
    execFileSync('xdotool', ['mousemove', '--window', window, '--sync', String(Math.round(cell[0])),
      String(Math.round(cell[1]))], { env });
    execFileSync('xdotool', ['click', '--window', window, '1'], { env });
    s = await until(run, () => {
      const x = read();
      return x && x.moves.length >= 1 ? x : null;
    }, 'the click\'s move', 60000);
    assert.equal(s.moves[0], '4', 'the click on column 4 played it');
    run.stop('SIGTERM');
    const end = await Promise.race([run.exited, sleep(30000).then(() => null)]);
    assert.ok(end, 'the game exits when asked to (SIGTERM)');
    assert.equal(end.code, 0, `the game exits cleanly: ${JSON.stringify(end)}`);
  } finally {
    if (run) run.stop('SIGKILL');
    xvfb.kill();
    fs.rmSync(tmp, { recursive: true, force: true, maxRetries: 5 });
  }
});
