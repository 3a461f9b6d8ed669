// The browser's engine worker stops a search on a stop message and keeps its
// tables (issue 51): the search asked again afterwards takes fewer nodes than
// the same search in a fresh worker, on a Connect 4 position beyond the opening
// books and on a Gomoku position. The workers are the site's own
// (lineup-ai-worker.js with lineup-engine.wasm), driven as the page's bridge
// drives them, with the protocol's request lines (src/ai/protocol.hpp). Node
// counts, not clocks: the stop comes when the first or a later PART line has
// arrived, whatever the machine's speed.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openGame, state } = require('./lib/browser');
const game = require('./lib/game');

const site = useSite();

// Installs window.engines in the page: start(name, yieldMs) makes a worker of
// the site's engine (its searches yielding every yieldMs, when given),
// send(name, message) posts to it, lines(name) reads what it said ({type,
// line, part} messages, in order).
async function enginePage() {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?mode=pvp`);
  await page.evaluate(async () => {
    const module = await WebAssembly.compile(await (await fetch('lineup-engine.wasm')).arrayBuffer());
    const script = new URL('lineup-engine.js', document.baseURI).href;
    const workers = {};
    const said = {};
    window.engines = {
      start(name, yieldMs) {
        said[name] = [];
        workers[name] = new Worker('lineup-ai-worker.js');
        workers[name].onmessage = (event) => said[name].push(event.data);
        workers[name].onerror = (event) => said[name].push({ type: 'error', reason: event.message });
        workers[name].postMessage({ type: 'start', module, script, yieldMs });
      },
      send(name, message) { workers[name].postMessage(message); },
      lines(name) { return said[name].map((m) => ({ type: m.type, line: m.line, part: Boolean(m.part), reason: m.reason })); },
    };
  });
  return { page, problems };
}

// Waits until `predicate(messages)` holds for the worker's messages; returns them.
async function until(page, name, predicate, what) {
  const start = Date.now();
  for (;;) {
    const said = await page.evaluate((n) => window.engines.lines(n), name);
    const trouble = said.find((m) => m.type === 'crashed' || m.type === 'failed' || m.type === 'error');
    assert.equal(trouble, undefined, `${name}: the worker failed (${trouble && trouble.reason})`);
    if (predicate(said)) return said;
    if (Date.now() - start > 180000) throw new Error(`${name}: timed out waiting for ${what}: ${JSON.stringify(said)}`);
    await page.waitForTimeout(20);
  }
}

// The reply lines of request `id`: its PART lines and its DONE (or FAIL) line.
const repliesTo = (said, id) => said.filter((m) => m.type === 'reply' && m.line.split(' ')[1] === String(id));
const done = (said, id) => repliesTo(said, id).find((m) => !m.part);
const parts = (said, id) => repliesTo(said, id).filter((m) => m.part);

// A SCORES PART line is a SCORE: its last field is "book" or the nodes searched.
const scoreNodes = (line) => {
  const source = line.split(' ')[7];
  return source === 'book' ? 0 : Number(source);
};
// An ANALYSE line ends with the request's nodes so far.
const analyseNodes = (line) => Number(line.split(' ').at(-1));

test('the engine worker stops a Connect 4 search on a stop message and the search asked again takes fewer nodes than a fresh worker\'s', async () => {
  const { page, problems } = await enginePage();
  // Six discs: beyond the built-in opening book, and no analysis book is
  // given to these workers. Nodes, not milliseconds, bound each column.
  const request = (id) => `SCORES ${id} perfect 400000000n 0 v=1&game=connect4&size=7x6&moves=214532`;
  await page.evaluate(() => { window.engines.start('kept'); window.engines.start('fresh'); });
  for (const name of ['kept', 'fresh']) await until(page, name, (s) => s.some((m) => m.type === 'ready'), 'ready');

  await page.evaluate((line) => window.engines.send('kept', { type: 'request', line }), request(1));
  await until(page, 'kept', (s) => parts(s, 1).length >= 1, 'the first column\'s score');
  await page.evaluate(() => window.engines.send('kept', { type: 'stop' }));
  let said = await until(page, 'kept', (s) => done(s, 1), 'the stopped search\'s reply');
  const stopped = (done(said, 1).line.split(' ')[4] || '').split(',');
  assert.ok(stopped.includes('x'), `the search stopped partway: ${done(said, 1).line}`);

  await page.evaluate((line) => window.engines.send('kept', { type: 'request', line }), request(2));
  await page.evaluate((line) => window.engines.send('fresh', { type: 'request', line }), request(1));
  said = await until(page, 'kept', (s) => done(s, 2), 'the search asked again');
  const fresh = await until(page, 'fresh', (s) => done(s, 1), 'the fresh worker\'s search');
  const columns = (line) => line.split(' ')[4];
  assert.equal(columns(done(said, 2).line), columns(done(fresh, 1).line), 'the same scores');
  assert.ok(!columns(done(fresh, 1).line).includes('x'), `every column scored: ${done(fresh, 1).line}`);
  const kept = parts(said, 2).reduce((sum, m) => sum + scoreNodes(m.line), 0);
  const anew = parts(fresh, 1).reduce((sum, m) => sum + scoreNodes(m.line), 0);
  assert.ok(anew > 0, 'the fresh worker searched');
  assert.ok(kept < anew, `after the stop, ${kept} nodes; a fresh worker, ${anew}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the engine worker stops a Gomoku analysis on a stop message and the analysis asked again takes fewer nodes than a fresh worker\'s', async () => {
  const { page, problems } = await enginePage();
  const depth = 8;
  const request = (id, d) => `ANALYSE ${id} master 50000000n 0 v=1&game=gomoku&size=15&moves=h8i9g9i7i8g8 ${d}`;
  await page.evaluate(() => { window.engines.start('kept'); window.engines.start('fresh'); });
  for (const name of ['kept', 'fresh']) await until(page, name, (s) => s.some((m) => m.type === 'ready'), 'ready');

  // Stopped once the depth before the last is reported: the last is under way.
  await page.evaluate((line) => window.engines.send('kept', { type: 'request', line }), request(1, depth));
  await until(page, 'kept', (s) => parts(s, 1).some((m) => m.line.split(' ')[7] === String(depth - 1)), `depth ${depth - 1}`);
  await page.evaluate(() => window.engines.send('kept', { type: 'stop' }));
  let said = await until(page, 'kept', (s) => done(s, 1), 'the stopped analysis\'s reply');
  assert.notEqual(done(said, 1).line.split(' ')[7], String(depth), `the analysis stopped before depth ${depth}: ${done(said, 1).line}`);

  // Asked again to the depth it completed: its table answers much of it.
  // (Not to the depth it was stopped in: how far that one got depends on the
  // moment the stop came, and a part of a depth may order the next search
  // worse as well as better.)
  const again = depth - 1;
  await page.evaluate((line) => window.engines.send('kept', { type: 'request', line }), request(2, again));
  await page.evaluate((line) => window.engines.send('fresh', { type: 'request', line }), request(1, again));
  said = await until(page, 'kept', (s) => done(s, 2), 'the analysis asked again');
  const fresh = await until(page, 'fresh', (s) => done(s, 1), 'the fresh worker\'s analysis');
  for (const line of [done(said, 2).line, done(fresh, 1).line]) {
    assert.match(line, new RegExp(`^DONE \\d+ \\S+ \\S+ - \\S+ \\S+ ${again} `), `depth ${again} completed: ${line}`);
  }
  const kept = analyseNodes(done(said, 2).line);
  const anew = analyseNodes(done(fresh, 1).line);
  assert.ok(kept < anew, `after the stop, ${kept} nodes; a fresh worker, ${anew}`);
  assert.deepEqual(problems, []);
  await page.close();
});

// Every kind of request, both games, every rule and theme, node-limited so
// that the replies are the same on any machine: a search that yields to the
// worker at every poll (every 1024 nodes) answers exactly as one that never
// does. A search reached through a call Asyncify does not follow (a function
// pointer, a virtual call, std::function or std::visit on its way) would
// resume with its frames lost and answer otherwise.
test('a search that yields to the worker at every poll answers exactly as one that never yields', async () => {
  const { page, problems } = await enginePage();
  const c4 = 'v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=';
  const records = {
    c4: `${c4}245534`,
    c4Late: `${c4}4444331717`,
    c4Large: 'v=1&game=connect4&size=9x7&theme=basic&seed=0&moves=5564',
    c4Rock: 'v=1&game=connect4&size=12x10&theme=rock&seed=42&rocks=11&moves=10.3.12',
    free: 'v=1&game=gomoku&size=15&rule=freestyle&theme=basic&seed=0&moves=h8i9g9i7i8g8',
    exact: 'v=1&game=gomoku&size=15&rule=exact&theme=basic&seed=0&moves=h8g7i9j8',
    renju: 'v=2&game=gomoku&size=15&rule=renju&theme=basic&seed=0&moves=h8i9j8g8i8',
    rock: 'v=1&game=gomoku&size=13&rule=exact&theme=rock&seed=9&rocks=10&moves=g7h8',
    bubble: 'v=1&game=gomoku&size=15&rule=exact&theme=bubble&seed=7&bubbles=13&win=9&moves=h8i9j10',
    large: 'v=1&game=gomoku&size=20&rule=freestyle&theme=basic&seed=0&moves=k10l11j11',
    swap2: 'v=2&game=gomoku&size=15&opening=swap2&moves=',
  };
  const lines = [
    ...['easy', 'medium', 'hard', 'perfect'].map((level) => `MOVE 1 ${level} 300000n 3 ${records.c4Late}`),
    `MOVE 1 perfect 300000n 3 ${records.c4Large}`,
    `MOVE 1 hard 300000n 3 ${records.c4Rock}`,
    `HINT 1 perfect 300000n 3 ${records.c4}`,
    `SCORE 1 perfect 300000n 0 ${records.c4}1`,
    `SCORES 1 perfect 300000n 0 ${records.c4}`,
    `SCORES 1 perfect 30000n 0 ${records.c4Large}`,
    `GRADE 1 perfect 300000n 0 ${records.c4}1 6`,
    ...['easy', 'classic', 'medium', 'hard', 'master'].map((level) => `MOVE 1 ${level} 200000n 3 ${records.free}`),
    ...['exact', 'renju', 'rock', 'bubble', 'large'].map((r) => `MOVE 1 master 200000n 3 ${records[r]}`),
    `MOVE 1 master 200000n 3 ${records.swap2}`,
    `HINT 1 master 200000n 3 ${records.renju}`,
    `ANALYSE 1 master 100000n 0 ${records.free} 8`,
    `GRADE 1 master 200000n 0 ${records.exact}k9 6`,
  ];
  await page.evaluate(() => { window.engines.start('yielding', 0); window.engines.start('steady', 1e9); });
  for (const name of ['yielding', 'steady']) await until(page, name, (s) => s.some((m) => m.type === 'ready'), 'ready');
  const answers = {};
  for (const name of ['yielding', 'steady']) {
    await page.evaluate(([n, all]) => all.forEach((line, i) => window.engines.send(n, { type: 'request', line: line.replace(' 1 ', ` ${i + 1} `) })),
      [name, lines]);
    const said = await until(page, name, (s) => lines.every((_, i) => done(s, i + 1)), 'every reply');
    answers[name] = lines.map((_, i) => repliesTo(said, i + 1).map((m) => m.line));
  }
  lines.forEach((line, i) => {
    assert.ok(!answers.steady[i].at(-1).startsWith('FAIL'), `${line}: ${answers.steady[i].at(-1)}`);
    assert.deepEqual(answers.yielding[i], answers.steady[i], line);
  });
  assert.deepEqual(problems, []);
  await page.close();
});

// As a person uses it: Gomoku between two players with Analysis on, stones
// placed by clicks while the analysis deepens. Each move stops the running
// search; the one worker the page made answers the next position (the page
// used to replace the worker at every move).
test('moves clicked while the analysis deepens stop its search in the one worker, which answers the next position', async () => {
  const { page, problems, notes } = await openGame(site.browser.context, `${site.server.url}?game=gomoku&mode=pvp&size=15`, {
    beforeLoad: (p) => p.addInitScript(() => {
      const Made = window.Worker;
      window.workersMade = 0;
      window.Worker = class extends Made {
        constructor(...args) { super(...args); window.workersMade += 1; }
      };
    }),
  });
  await game.press(page, 'analysis');
  for (const move of ['h8', 'i9', 'i7', 'g9', 'j8', 'g8']) {
    let s = await game.play(page, move);
    s = await game.until(page, (x) => x.evaluation && x.moves.length === s.moves.length && x.evaluation.depth >= 4,
      { what: `the analysis after ${move}` });
    if (move !== 'g8') assert.ok(s.evaluation.deepening, `the search still runs when the next stone is placed (${JSON.stringify(s.evaluation)})`);
  }
  assert.equal(await page.evaluate(() => window.workersMade), 1, 'one worker for the whole game');
  assert.deepEqual(notes.filter((n) => /computer player/.test(n)), [], 'no worker was started again');
  assert.equal((await state(page)).aiAvailable, true);
  assert.deepEqual(problems, []);
  await page.close();
});
