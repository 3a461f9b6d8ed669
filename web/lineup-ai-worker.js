// Lineup's computer player in a Web Worker, so the page never freezes while it
// thinks. The page (web/page/ai-bridge.js) sends the engine module, compiled once,
// and then one request line at a time (src/ai/protocol.hpp); each reply line
// goes back as a message. A 'stop' message ends the running search early
// (its reply still comes, and the page drops it); the engine keeps its
// tables. The search sees it at its next yield (src/platform/engine_worker.cpp:
// the module is built with Asyncify, so a request's call is asynchronous and
// the worker handles messages while it runs): requests that come meanwhile
// wait their turn.
// A search that fails (a trap in the engine, out of memory) leaves the module
// unusable: the worker says so ('crashed') and the page replaces it.
// 'ready' carries the protocol version the engine speaks; the page refuses
// an engine of another.
// The page may hand over the Connect 4 analysis book's file ('book', before
// any request that needs it); the worker says whether the engine took it.
/* global createLineupEngine */
'use strict';

let engine = null;
const waiting = [];  // request lines, while the engine starts or serves another
let busy = false;    // a request is being served
let book = null;     // the book's bytes, until the engine has started or is free

// Copies the book into the module's memory for the engine (which keeps its
// own copy) and tells the page: '' when taken, else why it was refused.
function loadBook(bytes) {
  let reason = 'memory';
  try {
    const data = new Uint8Array(bytes);
    const at = engine._malloc(data.length);
    if (at) {
      engine.HEAPU8.set(data, at);
      reason = engine.ccall('lineup_engine_load_book', 'string', ['number', 'number'], [at, data.length]);
      engine._free(at);
    }
  } catch (error) {
    reason = reasonOf(error);
  }
  postMessage({ type: 'book', loaded: reason === '', reason });
}

// Hands over the book that came while the engine started or served a request.
function loadKeptBook() {
  if (book) loadBook(book);
  book = null;
}

const reasonOf = (error) => String(error && error.message ? error.message : error);

// One request line's reply, once the engine has served it (a search yields
// to this worker's messages while it runs, so a stop can reach it).
async function serve(line) {
  engine.stopAsked = false;
  return engine.ccall('lineup_engine_handle', 'string', ['string'], [line], { async: true });
}

// Serves the waiting requests one after another.
async function serveWaiting() {
  if (busy) return;
  busy = true;
  try {
    while (waiting.length) {
      const reply = await serve(waiting.shift());
      postMessage({ type: 'reply', line: reply });
      loadKeptBook();
    }
  } catch (error) {
    waiting.length = 0;
    postMessage({ type: 'crashed', reason: reasonOf(error) });
    return;  // the module is unusable: stay busy, the page replaces the worker
  }
  busy = false;
}

self.onmessage = async (event) => {
  const message = event.data;
  if (message.type === 'start') {
    try {
      importScripts(message.script);
      engine = await createLineupEngine({
        instantiateWasm(imports, done) {
          // (A refusal, out of memory say, is a crash: the page starts another.)
          WebAssembly.instantiate(message.module, imports).then((instance) => done(instance),
            (error) => postMessage({ type: 'crashed', reason: reasonOf(error) }));
          return {};
        },
        print: (text) => console.log(text),
        printErr: (text) => console.warn(text),
      });
      // How often a search yields, when a test says (0: at every poll).
      if (typeof message.yieldMs === 'number') engine.yieldMs = message.yieldMs;
      engine.ccall('lineup_engine_warm', null, [], []);  // tables and books, before any request
      postMessage({ type: 'ready', protocol: engine.ccall('lineup_engine_protocol', 'number', [], []) });
      loadKeptBook();
      serveWaiting();
    } catch (error) {
      postMessage({ type: 'failed', reason: reasonOf(error) });
    }
  } else if (message.type === 'book') {
    if (engine && !busy) loadBook(message.bytes); else book = message.bytes;
  } else if (message.type === 'request') {
    waiting.push(message.line);
    if (engine) serveWaiting();
  } else if (message.type === 'stop') {
    if (engine && busy) engine.stopAsked = true;
  }
};
