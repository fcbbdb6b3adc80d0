// Lists, in the shell's index.html, the chunks its start-up needs, as <link rel="preload">.
// The entry only holds the federation runtime and `import('./bootstrap')` (the async boundary
// shared singletons need); without preloads the browser learns of the bootstrap chunks and of
// the shared modules' chunks (react-dom, i18next…) only after the entry has run, one round
// trip later. The set is read from the build: the named chunk group of the bootstrap import,
// plus the chunks of every shared module it consumes (followed transitively).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunksPlugin';
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/** The share key of a provide-module ("provide module (default) react-dom@19.3.1 = …"). */
function providedKey(module) {
  return typeof module._name === 'string' ? module._name : /\) (.+)@[^@ ]+ = /.exec(module.identifier())?.[1];
}

/**
 * The chunks start-up loads: the bootstrap group, and for every shared module it consumes the
 * chunks of the host's own *provided* copy (loaded-first with the shell loading first: the
 * provider's chunk is what the runtime fetches, not the consume fallback), transitively.
 * @param {import('webpack').Compilation} compilation
 */
function startupChunks(compilation, groupName) {
  const group = compilation.namedChunkGroups.get(groupName);
  if (!group) throw new Error(`${NAME}: no chunk group named "${groupName}" (webpackChunkName of the bootstrap import)`);
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_SHARED) providers.set(providedKey(module), module);
  }
  const chunks = new Set();
  const visitGroup = (chunkGroup) => {
    for (const chunk of chunkGroup.chunks) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED) continue;
        const provider = providers.get(module.options?.shareKey);
        // A key the shell does not provide itself is loaded from its fallback.
        for (const block of (provider ?? module).blocks) {
          const loaded = chunkGraph.getBlockChunkGroup(block);
          if (loaded) visitGroup(loaded);
        }
      }
    }
  };
  visitGroup(group);
  return [...chunks];
}

class PreloadStartupChunksPlugin {
  /** @param {{ chunkGroup: string }} options */
  constructor({ chunkGroup }) {
    this.chunkGroup = chunkGroup;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = typeof data.publicPath === 'string' ? data.publicPath : '/';
        const entryFiles = new Set(data.headTags.concat(data.bodyTags).map((tag) => tag.attributes.src ?? tag.attributes.href));
        const files = startupChunks(compilation, this.chunkGroup)
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => /\.(js|css)$/.test(file))
          .map((file) => `${publicPath.replace(/\/?$/, '/')}${file}`)
          .filter((href) => !entryFiles.has(href))
          .sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')));
        const preload = (href, as) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as, href });
        // A deferred script is fetched at low priority: the entry, which sends the start-up calls
        // and paints the first banner, asks for high priority, ahead of the chunks.
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        }
        data.headTags.push(...files.map((href) => preload(href, href.endsWith('.css') ? 'style' : 'script')));
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin, startupChunks };
