// `node --test scripts/` (in `pnpm test:unit`): the runtime module every build adds around webpack's
// chunk loader (config/chunk-timeout.js) ends a load after the runtime `chunkTimeoutMs` the shell
// publishes, 120 s before it does, exactly as webpack's own time-out ends it.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { chunkTimeoutSource, CHUNK_TIMEOUT_GLOBAL, BUILD_CHUNK_LOAD_TIMEOUT_MS } = require('../config/chunk-timeout.js');
const { createAppConfig } = require('../config/webpack.js');

/** A page with webpack's loader: each load adds a script whose handlers end the load (as webpack's do). */
function page() {
  const scripts = [];
  const runtime = {
    l(url, done) {
      const script = {
        src: url,
        getAttribute: (name) => (name === 'src' ? url : null),
        onload: null,
        onerror: null,
      };
      const end = (event) => {
        script.onerror = script.onload = null;
        scripts.splice(scripts.indexOf(script), 1);
        done(event);
      };
      script.onerror = end;
      script.onload = end;
      scripts.push(script);
    },
  };
  const scope = {};
  const document = { getElementsByTagName: () => [...scripts] };
  new Function('runtime', 'globalThis', 'document', chunkTimeoutSource('runtime.l'))(runtime, scope, document);
  return { runtime, scope, scripts };
}

describe('runtime chunk time-out', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
  afterEach(() => mock.timers.reset());

  it('ends a chunk load after the runtime chunkTimeoutMs with a timeout event', () => {
    const { runtime, scope } = page();
    scope[CHUNK_TIMEOUT_GLOBAL] = 5_000;
    const events = [];
    runtime.l('https://member.example/static/js/page.js', (event) => events.push(event.type), 'chunk-1', 1);
    mock.timers.tick(4_999);
    assert.deepEqual(events, []);
    mock.timers.tick(1);
    assert.deepEqual(events, ['timeout']);
  });

  it('waits 120 s while no runtime value is published', () => {
    const { runtime } = page();
    const events = [];
    runtime.l('https://member.example/static/js/page.js', (event) => events.push(event.type), 'chunk-1', 1);
    mock.timers.tick(119_999);
    assert.deepEqual(events, []);
    mock.timers.tick(1);
    assert.deepEqual(events, ['timeout']);
  });

  it('lets a chunk that arrived in time stay loaded', () => {
    const { runtime, scope, scripts } = page();
    scope[CHUNK_TIMEOUT_GLOBAL] = 5_000;
    const events = [];
    runtime.l('https://member.example/static/js/page.js', (event) => events.push(event.type), 'chunk-1', 1);
    scripts[0].onload({ type: 'load' });
    mock.timers.tick(10_000);
    assert.deepEqual(events, ['load']);
  });

  it('is in every app build, with webpack\'s own timer out of the way', () => {
    for (const app of ['shell', 'mf-member']) {
      const appDir = fileURLToPath(new URL(`../${app}`, import.meta.url));
      const config = createAppConfig({ appDir, app, cssPrefix: 'x' })({}, { mode: 'production' });
      assert.equal(config.output.chunkLoadTimeout, BUILD_CHUNK_LOAD_TIMEOUT_MS);
      assert.ok(config.plugins.some((plugin) => plugin?.constructor?.name === 'RuntimeChunkTimeoutPlugin'), app);
    }
  });
});
