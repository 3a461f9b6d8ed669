// The computer player: the engine-only module in a Web Worker
// (lineup-ai-worker.js), driven by the game through Module.lineupAi
// (src/platform/ai_worker_web.cpp). One request at a time; submitting a new
// one or cancelling while a search runs asks the worker to stop it (the
// engine keeps its tables, and the reply of the stopped search is dropped);
// a worker that has not answered within STOP_MS of the stop is replaced, so
// the game never waits long for an abandoned search. The module is compiled
// once and shared.
// A worker that crashes (a trap in the engine, out of memory) is replaced and
// given its request again, and so is one that does not start within
// START_MS; only after three crashes in a row, without a reply between them,
// is the computer reported as not available.
// The game says which protocol version it speaks (expect); a worker whose
// engine says another when it is ready (a cache holding the files of two
// releases) is refused, and the computer reported as not available with the
// reason.
// The Connect 4 analysis book, where the site has one (index.html names it in
// a meta tag), is fetched when analysis, a hint or a review of a 7x6 game
// first asks (the request waits for it), kept by the page and handed to every
// worker; a book that cannot be fetched or is refused is said once in the
// console, and the solver answers instead.
//
// One of the pieces of the page's script (web/page/, joined in order into the
// site's lineup-page.js by cmake/WebSite.cmake).
(function (parts) {
  'use strict';

  parts.aiBridge = function () {
    const MAX_CRASHES = 3;
    const START_MS = 30000;
    const STOP_MS = 3000;
    let compiled = null;      // WebAssembly.Module, once fetched and compiled
    let problem = '';
    let worker = null;
    let ready = false;
    let serving = null;       // the request line the worker is working on
    let stopping = false;     // the worker was asked to stop it: its reply is dropped
    let stops = 0;            // stops asked so far (which one a watchdog is for)
    let queued = null;        // the next request line
    let replies = [];         // the lines of the latest request's reply (PART lines, then the reply), until polled
    let crashes = 0;          // crashes since the last reply
    let protocol = null;      // the version the game speaks (null: not said)

    const failReply = (line, reason) => `FAIL ${line.split(' ')[1] || 0} ${reason}`;

    const bookMeta = document.querySelector('meta[name="lineup-analysis-book"]');
    const bookName = bookMeta ? bookMeta.content : '';
    let book = bookName ? null : 'none';  // null: not asked yet; a promise; bytes; 'none'
    // A request the book answers: analysis, hint or grade on a plain 7x6 board.
    const wantsBook = (line) => /^(SCORES?|HINT|GRADE) /.test(line) &&
      /[ &]game=connect4&/.test(line) && /&size=7x6&/.test(line) && /&theme=basic&/.test(line);

    function noBook(reason) {
      book = 'none';
      console.info(`Lineup: the Connect 4 analysis book was not loaded (${reason}); the solver answers instead.`);
    }

    function fetchBook() {
      book = fetch(parts.siteFile(bookName))
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.arrayBuffer();
        })
        .then((bytes) => {
          book = bytes;
          if (worker) worker.postMessage({ type: 'book', bytes });
        })
        .catch((error) => noBook(error.message || error))
        .then(pump);
    }

    function bookSaid(message) {
      if (message.loaded) {
        if (!bookSaid.loaded) console.info('Lineup: the Connect 4 analysis book is loaded.');
        bookSaid.loaded = true;
      } else if (book !== 'none') {
        noBook(message.reason);
      }
    }

    function spawn() {
      ready = false;
      serving = null;
      stopping = false;
      const spawned = worker = new Worker(parts.siteFile('lineup-ai-worker.js'));
      // A worker that never starts (its script or module stuck) counts as a crash.
      setTimeout(() => { if (worker === spawned && !ready) crashed('it did not start'); }, START_MS);
      worker.onmessage = (event) => {
        if (worker !== spawned) return;  // a replaced worker's last words
        const message = event.data;
        if (message.type === 'ready') {
          if (protocol !== null && message.protocol !== protocol) {
            fail(`the computer player comes from another release of Lineup (protocol ${message.protocol}, ` +
              `the game's ${protocol}); reload the page to update it`);
            return;
          }
          ready = true;
          pump();
        } else if (message.type === 'reply') {
          if (serving !== null && !stopping) replies.push(message.line);
          if (!message.part) {
            crashes = 0;
            serving = null;
            stopping = false;
            pump();
          }
        } else if (message.type === 'book') {
          bookSaid(message);
        } else if (message.type === 'failed') {
          fail(`the computer player could not start (${message.reason})`);
        } else if (message.type === 'crashed') {
          crashed(message.reason);
        }
      };
      worker.onerror = (event) => {
        event.preventDefault();
        if (worker === spawned) crashed(event.message || 'worker error');
      };
      worker.postMessage({ type: 'start', module: compiled, script: new URL(parts.siteFile('lineup-engine.js'), document.baseURI).href });
      if (book instanceof ArrayBuffer) worker.postMessage({ type: 'book', bytes: book });
    }

    function crashed(reason) {
      crashes += 1;
      if (crashes >= MAX_CRASHES) {
        fail(`the computer player stopped (${reason})`);
        return;
      }
      console.info(`Lineup: the computer player stopped (${reason}); starting it again.`);
      if (serving !== null && queued === null && !stopping) queued = serving;  // asked again, unless a newer request waits
      worker.terminate();
      spawn();
    }

    function fail(reason) {
      problem = reason;
      if (serving !== null) replies.push(failReply(serving, reason));
      else if (queued !== null) replies.push(failReply(queued, reason));
      serving = queued = null;
      if (worker) worker.terminate();
      worker = null;
    }

    function pump() {
      if (!worker || !ready || serving !== null || queued === null) return;
      if (book === null && wantsBook(queued)) fetchBook();
      if (book instanceof Promise) return;  // the request waits for the book
      serving = queued;
      queued = null;
      worker.postMessage({ type: 'request', line: serving });
    }

    function abandon() {
      replies = [];
      queued = null;
      if (serving === null || !worker || stopping) return;
      stopping = true;
      worker.postMessage({ type: 'stop' });
      const stop = ++stops;
      setTimeout(() => {
        if (stop !== stops || !stopping) return;
        console.info('Lineup: the computer player did not stop in time; starting it again.');
        worker.terminate();  // a search that does not stop: the game must not wait for it
        spawn();
      }, STOP_MS);
    }

    // The engine loads after the game's first frame (or at the first request,
    // if that comes sooner), so it never competes with the page's own start.
    let engineLoad = null;
    function load() {
      if (engineLoad) return engineLoad;
      engineLoad = fetch(parts.siteFile('lineup-engine.wasm'))
        .then((response) => {
          if (!response.ok) throw new Error(`lineup-engine.wasm: HTTP ${response.status}`);
          return response.arrayBuffer();
        })
        .then((bytes) => WebAssembly.compile(bytes))
        .then((module) => { compiled = module; spawn(); })
        .catch((error) => fail(`the computer player could not load (${error.message || error})`));
      return engineLoad;
    }

    return {
      load,
      expect(version) { protocol = version; },
      submit(line) {
        if (problem) { replies = [failReply(line, problem)]; return; }
        load();
        abandon();
        queued = line;
        pump();
      },
      cancel() { abandon(); },
      poll() { return replies.length ? replies.shift() : null; },
      problem() { return problem; },
    };
  };
})(window.LineupPage = window.LineupPage || {});
