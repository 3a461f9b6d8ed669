// The native game under a virtual X server (Xvfb), driven with xdotool key
// presses and watched through `lineup --state-file`, which keeps the same state
// object the browser's window.lineup.state() returns (plus where the controls
// and cells are). Screenshots of each game and theme go to LINEUP_ARTIFACTS.
// Clicks are tested in the browser (the same App code): under Xvfb without a
// window manager SDL's idea of the window's position, which Dear ImGui uses for
// the mouse, is not reliable.
//
//   LINEUP_BIN=build/native-release/bin/lineup node --test tests/native/
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const bin = process.env.LINEUP_BIN;
const artifacts = process.env.LINEUP_ARTIFACTS || path.join(os.tmpdir(), 'lineup-native-artifacts');
fs.mkdirSync(artifacts, { recursive: true });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-native-'));
const stateFile = path.join(tmp, 'state.json');
let xvfb;
let game;
let env;
let windowId;

function readState() {
  try {
    return JSON.parse(fs.readFileSync(stateFile, 'utf8'));
  } catch {
    return null;  // not written yet
  }
}

async function until(predicate, what, timeout = 30000) {
  const start = Date.now();
  for (;;) {
    const s = readState();
    if (s && predicate(s)) return s;
    if (Date.now() - start > timeout) {
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify({ ...s, points: undefined })}`);
    }
    await sleep(30);
  }
}

// The state without what changes by itself after a key: the frame counter,
// the points (which move when the layout settles) and the animation flag (a
// disc that lands between the reading before a key and the key's effect must
// not count as that effect).
function significant(s) {
  return s ? JSON.stringify({ ...s, frames: 0, points: 0, animating: 0 }) : '';
}

function xdotool(...args) {
  execFileSync('xdotool', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
}

// The state once a key's effect has fully arrived: it can reach the state
// file in more than one write (a game started, then its first message), so
// wait for the next write (four frames later; 150 ms when the game is idle)
// and again while it still changes. A state that keeps changing (the
// analysis deepening) is taken as it is after a few rounds.
async function settled(state) {
  let s = state;
  for (let round = 0; round < 10; round++) {
    const before = significant(s);
    const { frames } = s;
    const start = Date.now();
    let now = s;
    do {
      await sleep(30);
      now = readState() || now;
    } while (now.frames < frames + 4 && Date.now() - start < 150);
    if (significant(now) === before) return now;
    s = now;
  }
  return s;
}

// A key, then wait until the state changed and settled (or a short while, for
// keys that change nothing visible to the state).
async function key(name, expectChange = true) {
  const before = significant(readState());
  xdotool('key', name);
  if (!expectChange) { await sleep(150); return readState(); }
  return settled(await until((s) => significant(s) !== before, `the effect of key ${name}`));
}

// Presses `name` until the state's `field` reads `value`, one step at a time:
// each press waits for the field itself to change (key() returns on any
// change, which can be the last write of an earlier key).
async function keyUntil(name, field, value) {
  let s = readState();
  for (let i = 0; i < 5 && s[field] !== value; i++) {
    const before = s[field];
    xdotool('key', name);
    s = await until((x) => x[field] !== before, `${field} to change after key ${name}`);
  }
  assert.equal(s[field], value, `key ${name} reaches ${field} ${value}`);
  return s;
}

// A screenshot once nothing moves on screen (falling discs have landed).
async function shot(name) {
  await until((s) => !s.animating, 'the animations to end');
  execFileSync('import', ['-window', 'root', path.join(artifacts, `${name}.png`)], { env });
}

test.before(async () => {
  assert.ok(bin, 'LINEUP_BIN names the native game');
  const displayPipe = path.join(tmp, 'display');
  const fd = fs.openSync(displayPipe, 'w');
  xvfb = spawn('Xvfb', ['-displayfd', String(3), '-screen', '0', '1024x768x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'ignore', fd] });
  for (let i = 0; i < 300 && !fs.readFileSync(displayPipe, 'utf8').trim(); i++) await sleep(100);
  fs.closeSync(fd);
  env = { ...process.env, DISPLAY: `:${fs.readFileSync(displayPipe, 'utf8').trim()}`, LIBGL_ALWAYS_SOFTWARE: '1', SDL_AUDIODRIVER: 'dummy' };
  game = spawn(bin, ['--state-file', stateFile], { env, stdio: 'ignore' });
  await until((s) => s.ready && s.points && s.points.controls.restart, 'the first frame');
  windowId = execFileSync('xdotool', ['search', '--sync', '--name', '^Lineup$'], { env }).toString().trim().split('\n')[0];
  xdotool('windowfocus', '--sync', windowId);
});

test.after(() => {
  if (game) game.kill();
  if (xvfb) xvfb.kill();
  fs.rmSync(tmp, { recursive: true, force: true, maxRetries: 5 });
});

test('native: unknown options are refused with a clear error', () => {
  let failure = null;
  try {
    execFileSync(bin, ['--bogus'], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    failure = error;
  }
  assert.ok(failure, 'lineup --bogus fails');
  assert.equal(failure.status, 2);
  assert.match(String(failure.stderr), /unknown option --bogus/);
});

test('native: a Connect 4 game by keys to a win, a full column refused', async () => {
  let s = await key('p');
  assert.equal(s.mode, 'pvp');
  // Each key's own effect is waited for: a disc's message can reach the state
  // file after the move itself, and key() returns on any change.
  const play = async (move) => {
    const count = readState().moves.length;
    xdotool('key', move);
    return until((x) => x.moves.length === count + 1, `the move after key ${move}`);
  };
  for (let i = 0; i < 6; i++) s = await play('2');
  assert.deepEqual(s.moves, ['2', '2', '2', '2', '2', '2']);
  await until((x) => !x.animating, 'the sixth disc to land');
  xdotool('key', '2');
  s = await until((x) => /full/.test(x.message), 'the refusal of a full column');
  assert.equal(s.message, 'Column 2 is full.');
  assert.equal(s.moves.length, 6);
  for (const move of ['4', '4', '5', '5', '6', '6', '7']) s = await play(move);
  // (The win is announced when the last disc lands, a few frames after the move.)
  s = await until((x) => x.status !== 'playing', 'the end of the game');
  assert.equal(s.status, 'won');
  assert.equal(s.message, 'Red wins!');
  assert.deepEqual([...s.winLine].sort(), ['d1', 'e1', 'f1', 'g1']);
  await shot('native-connect4-basic-won');
  await key('r');
});

test('native: Gomoku vs computer by keyboard; the computer answers from its thread', async () => {
  // A key's effect may reach the state file in more than one write (key()
  // returns on the first): wait for the state each key leads to.
  await key('g');
  await until((x) => x.game === 'gomoku', 'Gomoku after key g');
  await key('c');
  let s = await until((x) => x.mode === 'pvc', 'a game against the computer after key c');
  assert.equal(s.game, 'gomoku');
  await key('Left');  // the cursor appears in the middle
  s = await until((x) => typeof x.cursor === 'string', 'the cursor after key Left');
  assert.equal(s.cursor, 'g7');
  await key('Return');
  s = await until((x) => x.moves.length > 0, 'the move after key Return');
  assert.equal(s.moves[0], 'g7');  // (Gomoku's Medium may have answered already)
  s = await until((x) => x.moves.length === 2 && !x.thinking, 'the computer\'s reply');
  assert.equal(s.turn, 1);
  await key('u');
  s = await until((x) => x.moves.length === 0, 'both moves undone after key u');
  assert.deepEqual(s.moves, []);
  await key('r');
  s = await until((x) => x.message.startsWith('Game restart'), 'the restart after key r');
  assert.equal(s.message, 'Game restart. Play a move to start a game against the computer, or choose a game mode.');
});

test('native: screenshots of each game and theme', async () => {
  let s = readState();
  for (const game of ['connect4', 'gomoku']) {
    s = await keyUntil('g', 'game', game);
    for (const theme of ['basic', 'rock', 'bubble']) {
      s = await keyUntil('t', 'theme', theme);
      s = await key('p');
      if (game === 'connect4') {
        for (const move of ['4', '3', '4', '5', '4']) s = await key(move);
      } else {
        // The cursor appears in the middle and walks around it; Enter plays
        // wherever the cell is free (rocks fall anywhere).
        s = await key('Left');
        for (const step of ['Up', 'Right', 'Right', 'Down', 'Down', 'Left', 'Left', 'Left', 'Up', 'Up', 'Up']) {
          if (s.moves.length >= 5) break;
          if (!s.rocks.includes(s.cursor) && !s.moves.includes(s.cursor)) s = await key('Return');
          s = await key(step);
        }
      }
      assert.ok(s.moves.length >= 4);
      await shot(`native-${game}-${theme}`);
      s = await key('r');
    }
  }
});

// Gomoku's analysis and the game review, natively: the worker is a thread.
test('native: Gomoku analysis deepens, and a review grades every move', async () => {
  let s = readState();
  s = await keyUntil('g', 'game', 'gomoku');
  s = await keyUntil('t', 'theme', 'basic');
  s = await key('p');
  s = await key('Left');
  // Four stones (g7 g8 h8 i8): an open position, where the view deepens for
  // a while (a position the engine sees as won stops deepening at once).
  for (const step of ['Up', 'Right', 'Right', 'Down']) {
    if (!s.moves.includes(s.cursor)) s = await key('Return');
    s = await key(step);
  }
  assert.ok(s.moves.length >= 4);
  s = await key('a');
  s = await until((x) => x.evaluation && x.evaluation.depth >= 3, 'the engine view at depth 3');
  const first = s.evaluation.depth;
  s = await until((x) => x.evaluation && x.evaluation.depth > first, 'a deeper view');
  assert.equal(s.evaluation.line[0], s.evaluation.candidates[0].move);
  // (The deepening keeps the game drawing: the screen is taken as it is.)
  execFileSync('import', ['-window', 'root', path.join(artifacts, 'native-gomoku-analysis.png')], { env });
  // Each key's own effect is waited for: under ASan the deepening's last
  // writes can be the first change key() sees.
  xdotool('key', 'a');
  s = await until((x) => !x.analysis, 'the analysis off after key A');
  xdotool('key', 'v');
  s = await until((x) => x.review, 'the review started after key V');
  s = await until((x) => x.review && x.review.complete, 'the review to finish', 60000);
  assert.equal(s.review.grades.length, s.review.total);
  assert.equal(s.review.summary.length, 2);
  // Y steps to the first move. Wait for its message itself: under ASan another
  // change of the state can come first, and key() returns on any change.
  xdotool('key', 'y');
  s = await until((x) => /^Move 1, /.test(x.message), 'the first move shown after Y');
  assert.match(s.message, /^Move 1, [a-o]\d+ by Black: /);
  await shot('native-gomoku-review');
  s = await key('r');
});

// Puts `text` on the X clipboard (xclip serves it from the background).
// xclip forks to serve it: wait until the clipboard reads back the text, so
// that the game's Ctrl+V finds it.
async function copyToClipboard(text) {
  execFileSync('xclip', ['-selection', 'clipboard'], { input: text, env, stdio: ['pipe', 'ignore', 'ignore'] });
  for (let i = 0; i < 100; i++) {
    let served = '';
    try {
      served = execFileSync('xclip', ['-o', '-selection', 'clipboard'], { env, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
    } catch { /* not served yet */ }
    if (served === text) return;
    await sleep(50);
  }
  throw new Error(`the clipboard did not take ${JSON.stringify(text)}`);
}

test('native: a record pasted with Ctrl+V opens; one that cannot be read changes nothing', async () => {
  await copyToClipboard('Piskvorky 15x15, 11:11, 0\n8,8,0\n9,7,0\n10,6,0\n');
  let s = await key('ctrl+v');
  s = await until((x) => x.game === 'gomoku' && x.moves.join(' ') === 'h8 i9 j10', 'the pasted PSQ file');
  assert.match(s.message, /^Record read \(PSQ file\): 3 moves\./);
  // A key's effect can reach the state file in more than one write: wait for
  // the refusal itself (a timeout here means it never came).
  await copyToClipboard('h8 h8');
  xdotool('key', 'ctrl+v');
  s = await until((x) => /could not be read/.test(x.message), 'the refusal of a record that cannot be read');
  assert.deepEqual(s.moves, ['h8', 'i9', 'j10']);
  assert.equal(s.game, 'gomoku');
  await copyToClipboard('4453');
  s = await key('ctrl+v');
  s = await until((x) => x.game === 'connect4' && x.moves.join('') === '4453', 'the pasted digits');
  s = await key('r');
});

// (Before the test that opens a second window, which takes the keys.) It
// leaves the focus where it found it, on the board.
test('native: Tab walks the panel; Enter presses, Escape closes and returns', async () => {
  const at = (focus, what) => until((x) => x.focus === focus && x.focusShown, what);
  xdotool('key', 'Tab');
  await at('language', 'Tab from the board: the first control');
  xdotool('key', 'Tab');
  await at('settings', 'the settings button');
  xdotool('key', 'Return');
  await at('sound', 'the settings open, Sound in focus');
  xdotool('key', 'Escape');
  await at('settings', 'the settings closed');
  xdotool('key', 'Escape');
  await at('board', 'Escape: the board again');
});

// The desktop example of docs/options.md, as written: `lineup --options "..."`.
test('native: the --options example of docs/options.md opens that game', async () => {
  const text = fs.readFileSync(path.resolve(__dirname, '../../docs/options.md'), 'utf8');
  const example = text.match(/`lineup (--options "[^"`]+")`/);
  assert.ok(example, 'docs/options.md shows a `lineup --options "..."` example');
  const args = [...example[1].matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]);
  const file = path.join(tmp, 'options-example-state.json');
  const other = spawn(bin, [...args, '--state-file', file], { env, stdio: 'ignore' });
  try {
    let s = null;
    for (let i = 0; i < 300 && !(s && s.ready); i++) {
      await sleep(100);
      try { s = JSON.parse(fs.readFileSync(file, 'utf8')); } catch { s = null; }
    }
    assert.ok(s && s.ready, 'the game started');
    const options = new URLSearchParams(args[1]);
    assert.equal(s.language, options.get('lang'));
    assert.equal(s.game, options.get('game'));
    assert.equal(s.theme, options.get('theme'));
    assert.equal(s.status, 'playing', 'a game against the computer at once');
    assert.equal(s.mode, 'pvc');
  } finally {
    other.kill();
  }
});

