// The chunk time-out of SPEC §9 is runtime configuration (`chunkTimeoutMs`), but webpack's own
// `output.chunkLoadTimeout` is a number fixed at build time, inside every app's webpack runtime
// (`__webpack_require__.l`, the loader of every lazy chunk: a remote's `./routes`, and its page
// chunks). This runtime module wraps that loader in every build: each load reads the time-out the
// shell publishes from its runtime config when it starts (`CHUNK_TIMEOUT_GLOBAL`), 120 s until
// then, and on expiry ends the load exactly as webpack's own time-out does (the script's error
// handler with a `timeout` event: a ChunkLoadError "(timeout: …)"). Webpack's own timer is set to
// the longest a browser timer allows, so the runtime value governs in both directions.
const { RuntimeGlobals, RuntimeModule, Template } = require('webpack');

/** Where the shell puts the runtime `chunkTimeoutMs` (shell/src/lib/federation/federation.ts). */
const CHUNK_TIMEOUT_GLOBAL = '__gpChunkTimeoutMs';
/** SPEC §9, until the runtime config is read. */
const DEFAULT_CHUNK_TIMEOUT_MS = 120_000;
/** The longest delay setTimeout takes (a longer one fires at once): webpack's timer never decides. */
const BUILD_CHUNK_LOAD_TIMEOUT_MS = 2_147_483_647;

/** The wrapper's source, on a loader named `loader` (`__webpack_require__.l` in a build). */
function chunkTimeoutSource(loader) {
  return Template.asString([
    `var loadScript = ${loader};`,
    `${loader} = function (url, done, key, chunkId) {`,
    Template.indent([
      `var ms = Number(globalThis[${JSON.stringify(CHUNK_TIMEOUT_GLOBAL)}]);`,
      `if (!(ms > 0 && ms < ${BUILD_CHUNK_LOAD_TIMEOUT_MS})) ms = ${DEFAULT_CHUNK_TIMEOUT_MS};`,
      'var timer = setTimeout(function () {',
      Template.indent([
        'var scripts = document.getElementsByTagName("script");',
        'for (var i = 0; i < scripts.length; i++) {',
        Template.indent([
          'var script = scripts[i];',
          'if (script.getAttribute("src") == url && typeof script.onerror == "function") return script.onerror({ type: "timeout", target: script });',
        ]),
        '}',
      ]),
      '}, ms);',
      'return loadScript(url, function (event) { clearTimeout(timer); return done(event); }, key, chunkId);',
    ]),
    '};',
  ]);
}

class ChunkTimeoutRuntimeModule extends RuntimeModule {
  constructor() {
    // After webpack's loader is defined (STAGE_NORMAL).
    super('runtime chunk time-out', RuntimeModule.STAGE_TRIGGER);
  }

  generate() {
    return chunkTimeoutSource(RuntimeGlobals.loadScript);
  }
}

/** Adds the wrapper wherever a build loads scripts (the app's `output.chunkLoadTimeout` is `BUILD_CHUNK_LOAD_TIMEOUT_MS`). */
class RuntimeChunkTimeoutPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RuntimeChunkTimeoutPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.loadScript).tap('RuntimeChunkTimeoutPlugin', (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkTimeoutRuntimeModule());
      });
    });
  }
}

module.exports = { RuntimeChunkTimeoutPlugin, chunkTimeoutSource, CHUNK_TIMEOUT_GLOBAL, DEFAULT_CHUNK_TIMEOUT_MS, BUILD_CHUNK_LOAD_TIMEOUT_MS };
