// Random JSON shapes for saved data, from a seed: wrong types at every depth,
// huge strings, prototype-pollution keys ("__proto__", "constructor"), lists
// where objects belong, numbers out of range, and values that look right. Used
// by tests/web/store.test.js and the browser's storage fuzz test.
'use strict';

/// A small seeded generator (mulberry32): numbers in [0, 1).
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS = ['v', 'options', 'record', 'stats', 'settings', 'game', 'results', 'mode', 'won', 'drawn', 'lost',
  'connect4/hard', 'gomoku/master', 'connect4/perfect', 'level', 'size', 'lang', 'theme', 'sound', '__proto__',
  'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', 'GAME', '\u0000', 'x'.repeat(300)];
const STRINGS = ['', 'gomoku', 'connect4', 'pvc', 'pvp', 'cvc', '7x6', '15', 'master', 'easy', 'on', 'zh',
  'v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=4453', 'v=1&game=gomoku&size=15&moves=h8i9',
  'v=1&game=connect4&moves=4444444', 'v=3&game=chess', 'game=gomoku&level=easy&mode=pvc', '{"v":1}', '\u0000\uffff',
  '<script>', 'NaN', '-1', '1e309'];
const NUMBERS = [0, 1, 2, -1, 7, 0.5, 1e21, -1e21, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e300];

function pick(random, list) { return list[Math.floor(random() * list.length)]; }

// An object with an own, enumerable key (even "__proto__"), as JSON.parse makes.
function setOwn(object, key, value) {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

function randomValue(random, depth) {
  const r = random();
  if (depth > 5 || r < 0.15) return pick(random, [null, true, false]);
  if (r < 0.3) return pick(random, NUMBERS);
  if (r < 0.5) return pick(random, STRINGS);
  if (r < 0.52) return 'y'.repeat(pick(random, [1 << 10, 1 << 16, 1 << 20]));  // huge
  if (r < 0.7) {
    const list = [];
    const n = Math.floor(random() * 4);
    for (let i = 0; i < n; i++) list.push(randomValue(random, depth + 1));
    return list;
  }
  const object = {};
  const n = Math.floor(random() * 5);
  for (let i = 0; i < n; i++) setOwn(object, pick(random, KEYS), randomValue(random, depth + 1));
  return object;
}

// A plausible saved object (version 1 or 2) with some of its fields, at any
// depth, replaced by random values.
function template(random) {
  if (random() < 0.5) {
    return {
      v: 1,
      options: 'game=gomoku&theme=rock&level=medium&lang=zh&size=15&mode=pvc',
      record: 'v=1&game=gomoku&size=15&rule=freestyle&theme=rock&seed=11&rocks=13&moves=h8g7',
      stats: { 'connect4/easy': { won: 0, drawn: 0, lost: 1 }, 'gomoku/medium': { won: 2, drawn: 1, lost: 0 } },
    };
  }
  return {
    v: 2,
    settings: { game: 'connect4', size: '7x6', level: 'hard', lang: 'en', sound: 'on' },
    game: { record: 'v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=4453', mode: 'pvc' },
    results: { 'connect4/hard': { won: 1, drawn: 0, lost: 2 } },
  };
}

function mutate(random, value, depth) {
  if (value === null || typeof value !== 'object') return random() < 0.3 ? randomValue(random, depth) : value;
  if (random() < 0.1 * depth) return randomValue(random, depth);
  const out = Array.isArray(value) ? [] : {};
  for (const key of Object.keys(value)) {
    if (random() < 0.1) continue;  // a missing field
    setOwn(out, key, mutate(random, value[key], depth + 1));
  }
  if (!Array.isArray(out) && random() < 0.3) setOwn(out, pick(random, KEYS), randomValue(random, depth + 1));
  return out;
}

/// One random shape: mostly a mutated saved object, sometimes anything at all.
function randomShape(random) {
  return random() < 0.8 ? mutate(random, template(random), 0) : randomValue(random, 0);
}

module.exports = { mulberry32, randomShape };
