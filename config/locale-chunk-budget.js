// The language budget (issue 23): each app loads only the active language's texts, as chunks of
// their own (`locale-<code>`: the app's texts and its kits'; `common-<code>`: the kernel's common
// catalogue), and what one language costs an app is at most 15 KB gzip. A production build over
// it fails: the check is part of every `pnpm build` (CI builds before its e2e), not a separate step.
const zlib = require('node:zlib');
const { WebpackError } = require('webpack');

const LOCALE_CHUNK_BUDGET_BYTES = 15 * 1024;
/** The chunks of one language's texts, by their webpackChunkName. */
const LOCALE_CHUNK = /^(?:locale|common)-([a-z]{2})$/;
/** A text file of one language (`locales/cn.ts`, `locales/account-cn.ts`, `locales/cn-promo.ts`). */
const LOCALE_FILE = /[\\/]locales[\\/](?:[\w-]+-)?([a-z]{2})(?:-[\w-]+)?\.[cm]?[jt]sx?$/;

/**
 * The language of a chunk: by its name (`locale-cn`, `common-cn`), or, for an unnamed chunk (the
 * shell's feature texts), when every module in it is a text file of the same language.
 */
function chunkLanguage({ name, resources = [] }) {
  const named = name ? LOCALE_CHUNK.exec(name) : null;
  if (named) return named[1];
  const languages = new Set(resources.map((resource) => LOCALE_FILE.exec(resource)?.[1] ?? null));
  const [language] = languages;
  return languages.size === 1 && language && language !== 'en' ? language : null;
}

/**
 * The gzip -9 size of one language's texts per language code, from the chunks and their JS
 * files: `[{ name: 'locale-cn', resources: [...], files: [['x.js', source]] }]` → `{ cn: 1234 }`.
 */
function languageSizes(chunks) {
  const sizes = {};
  for (const chunk of chunks) {
    const language = chunkLanguage(chunk);
    if (!language) continue;
    for (const [file, source] of chunk.files) {
      if (!file.endsWith('.js')) continue;
      sizes[language] = (sizes[language] ?? 0) + zlib.gzipSync(source, { level: 9 }).length;
    }
  }
  return sizes;
}

/** The source files of a module (a concatenated module holds several). */
function moduleResources(module) {
  if (Array.isArray(module.modules)) return module.modules.flatMap(moduleResources);
  return module.resource ? [module.resource] : [];
}

/** One line per language over the budget, for the build's error. */
function overBudget(sizes, budget = LOCALE_CHUNK_BUDGET_BYTES) {
  return Object.entries(sizes)
    .filter(([, bytes]) => bytes > budget)
    .map(([code, bytes]) => `${code.toUpperCase()}: ${(bytes / 1024).toFixed(1)} KB gzip (budget ${(budget / 1024).toFixed(0)} KB)`);
}

/** Fails the build when one language's chunks of the app pass the budget; prints the sizes with BUILD_DEBUG. */
class LocaleChunkBudgetPlugin {
  constructor({ app, budget = LOCALE_CHUNK_BUDGET_BYTES } = {}) {
    this.app = app;
    this.budget = budget;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LocaleChunkBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'LocaleChunkBudgetPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const chunks = Array.from(compilation.chunks, (chunk) => ({
          name: chunk.name,
          resources: Array.from(compilation.chunkGraph.getChunkModulesIterable(chunk)).flatMap(moduleResources),
          files: Array.from(chunk.files, (file) => [file, compilation.getAsset(file)?.source.buffer() ?? Buffer.alloc(0)]),
        }));
        const sizes = languageSizes(chunks);
        if (process.env.BUILD_DEBUG) console.log(`[${this.app}] language chunks (gzip):`, sizes);
        for (const line of overBudget(sizes, this.budget)) {
          compilation.errors.push(new WebpackError(`[${this.app}] one language's texts are over the budget: ${line}`));
        }
      });
    });
  }
}

module.exports = { LOCALE_CHUNK_BUDGET_BYTES, languageSizes, overBudget, LocaleChunkBudgetPlugin };
