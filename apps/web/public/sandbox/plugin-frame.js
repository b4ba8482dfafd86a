// Runs inside <iframe sandbox="allow-scripts"> (never allow-same-origin), so this document has an
// opaque origin: nothing here can read the app's storage, cookies, keys or DOM. It takes one job
// from the embedding page, runs the untrusted code in a dedicated worker (a busy loop there cannot
// freeze the page, and the worker has no DOM, no parent and no top to navigate), and relays one
// bounded answer. The page tears the whole frame down after the answer, on Stop or on timeout.
(function () {
  'use strict';

  var maxResultCharacters = 1000000;
  var maxMessageCharacters = 2000;
  var maxLogEntries = 100;
  var maxLogCharacters = 10000;

  // The worker's program, sent to it as text. Plugin code runs through the Function constructor,
  // which this document's policy allows ('unsafe-eval') because the origin is opaque.
  function workerMain() {
    var maxLogEntries = 100;
    var maxLogCharacters = 10000;
    var post = self.postMessage.bind(self);
    var logs = [];
    var logCharacters = 0;
    var identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

    function describe(value) {
      if (typeof value === 'string') return value;
      try {
        var text = JSON.stringify(value);
        return text === undefined ? String(value) : text;
      } catch (error) {
        return String(value);
      }
    }

    function record(level, values) {
      if (logs.length >= maxLogEntries || logCharacters >= maxLogCharacters) return;
      var line = Array.prototype.map.call(values, describe).join(' ');
      line = line.slice(0, maxLogCharacters - logCharacters);
      logCharacters += line.length;
      logs.push(level === 'log' ? line : level + ': ' + line);
    }

    ['log', 'info', 'warn', 'error', 'debug'].forEach(function (level) {
      console[level] = function () {
        record(level, arguments);
      };
    });

    function errorMessage(error) {
      if (error && typeof error.message === 'string') return error.message;
      return describe(error);
    }

    function findFunction(code, name) {
      var lookup = identifier.test(name)
        ? 'return typeof ' + name + ' === "function" ? ' + name + ' : undefined;'
        : 'return undefined;';
      var found = new Function(code + '\n;' + lookup)();
      if (typeof found !== 'function' && typeof self[name] === 'function') found = self[name];
      return found;
    }

    function run(job) {
      if (job.mode === 'script') {
        var AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
        return new AsyncFunction(job.code)();
      }
      var fn = findFunction(job.code, job.functionName);
      if (typeof fn !== 'function') return Promise.reject({ missingFunction: true });
      return fn(job.params, job.userSettings, job.resources);
    }

    self.onmessage = function (event) {
      self.onmessage = null;
      var job = event.data;
      Promise.resolve()
        .then(function () {
          return run(job);
        })
        .then(
          function (value) {
            if (value === undefined) return post({ outcome: 'returned', logs: logs });
            var text;
            try {
              text = JSON.stringify(value);
            } catch (error) {
              return post({ outcome: 'unserialisable', message: errorMessage(error), logs: logs });
            }
            if (text === undefined) {
              return post({ outcome: 'unserialisable', message: typeof value, logs: logs });
            }
            post({ outcome: 'returned', value: text, logs: logs });
          },
          function (error) {
            if (error && error.missingFunction === true) return post({ outcome: 'missing', logs: logs });
            post({ outcome: 'threw', message: errorMessage(error), logs: logs });
          },
        );
    };
  }

  var outcomes = ['returned', 'threw', 'missing', 'unserialisable'];
  var job = null;

  function answer(nonce, data) {
    var reply = { type: 'confab-plugin-result', nonce: nonce, outcome: 'threw', logs: [] };
    if (data && outcomes.indexOf(data.outcome) >= 0) reply.outcome = data.outcome;
    // The worker runs the plugin, which can post anything itself: bound what is relayed again.
    if (data && Array.isArray(data.logs)) {
      var characters = 0;
      for (var index = 0; index < data.logs.length && reply.logs.length < maxLogEntries; index += 1) {
        var line = data.logs[index];
        if (typeof line !== 'string') continue;
        line = line.slice(0, maxLogCharacters - characters);
        characters += line.length;
        reply.logs.push(line);
        if (characters >= maxLogCharacters) break;
      }
    }
    if (data && typeof data.message === 'string') reply.message = data.message.slice(0, maxMessageCharacters);
    if (data && typeof data.value === 'string') {
      if (data.value.length > maxResultCharacters) reply.outcome = 'too-large';
      else reply.value = data.value;
    }
    // '*' because the parent's origin cannot be named from an opaque origin; the target is the parent.
    window.parent.postMessage(reply, '*');
  }

  function onMessage(event) {
    // Only the embedding page may send the job; origins are opaque here, so check the window.
    if (event.source !== window.parent || job !== null) return;
    var data = event.data;
    if (!data || data.type !== 'confab-plugin-run' || typeof data.nonce !== 'string') return;
    job = data;
    window.removeEventListener('message', onMessage);
    var source = '(' + workerMain.toString() + ')();';
    var worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
    var answered = false;
    function once(reply) {
      if (answered) return;
      answered = true;
      worker.terminate();
      answer(job.nonce, reply);
    }
    worker.onmessage = function (message) {
      once(message.data);
    };
    // A syntax error or an uncaught error thrown later (in a timer): the error's message.
    worker.onerror = function (error) {
      error.preventDefault();
      once({ outcome: 'threw', message: String(error.message || 'Error'), logs: [] });
    };
    worker.postMessage({
      mode: job.mode,
      code: job.code,
      functionName: job.functionName,
      params: job.params,
      userSettings: job.userSettings,
      resources: job.resources,
    });
  }

  window.addEventListener('message', onMessage);
  window.parent.postMessage({ type: 'confab-plugin-ready' }, '*');
})();
