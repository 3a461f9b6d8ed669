// Lineup's computer player in a Web Worker, so the page never freezes while it
// thinks. The page (web/page/ai-bridge.js) sends the engine module, compiled once,
// and then one request line at a time (src/ai/protocol.hpp); each reply line
// goes back as a message. To abandon a search the page replaces the worker.
// A search that fails (a trap in the engine, out of memory) leaves the module
// unusable: the worker says so ('crashed') and the page replaces it.
// The page may hand over the Connect 4 analysis book's file ('book', before
// any request that needs it); the worker says whether the engine took it.
/* global createLineupEngine */
'use strict';

let engine = null;
const waiting = [];
let book = null;  // the book's bytes, until the engine has started

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

function serve(line) {
  const reply = engine.ccall('lineup_engine_handle', 'string', ['string'], [line]);
  postMessage({ type: 'reply', line: reply });
}

const reasonOf = (error) => String(error && error.message ? error.message : error);

function handle(line) {
  try {
    serve(line);
  } catch (error) {
    postMessage({ type: 'crashed', reason: reasonOf(error) });
  }
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
      engine.ccall('lineup_engine_warm', null, [], []);  // tables and books, before any request
      postMessage({ type: 'ready' });
      if (book) loadBook(book);
      book = null;
      while (waiting.length) handle(waiting.shift());
    } catch (error) {
      postMessage({ type: 'failed', reason: reasonOf(error) });
    }
  } else if (message.type === 'book') {
    if (engine) loadBook(message.bytes); else book = message.bytes;
  } else if (message.type === 'request') {
    if (engine) handle(message.line); else waiting.push(message.line);
  }
};
