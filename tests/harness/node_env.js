// Test programs built for the web read their environment through Emscripten's
// ENV, which starts with defaults of its own: under Node the variables the
// tests read are copied in from the process's environment.
Module['preRun'] = Module['preRun'] || [];
Module['preRun'].push(() => {
  if (typeof process === 'undefined' || !process.env) return;
  for (const name of ['LINEUP_TEST_SCALE']) {
    if (process.env[name] !== undefined) ENV[name] = process.env[name];
  }
});
