// Lineup's computer player in a Web Worker, so the page never freezes while it
// thinks. The page (web/page/ai-bridge.js) sends the engine module, compiled once,
// and then one request line at a time (src/ai/protocol.hpp); each reply line
// goes back as a message. To abandon a search the page replaces the worker.
// A search that fails (a trap in the engine, out of memory) leaves the module
// unusable: the worker says so ('crashed') and the page replaces it.
/* global createLineupEngine */
'use strict';

let engine = null;
const waiting = [];

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
          WebAssembly.instantiate(message.module, imports).then((instance) => done(instance));
          return {};
        },
        print: (text) => console.log(text),
        printErr: (text) => console.warn(text),
      });
      engine.ccall('lineup_engine_warm', null, [], []);  // tables and books, before any request
      postMessage({ type: 'ready' });
      while (waiting.length) handle(waiting.shift());
    } catch (error) {
      postMessage({ type: 'failed', reason: reasonOf(error) });
    }
  } else if (message.type === 'request') {
    if (engine) handle(message.line); else waiting.push(message.line);
  }
};
