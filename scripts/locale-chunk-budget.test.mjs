// `node --test scripts/` (in `pnpm test:unit`): the language budget of every production build
// (config/locale-chunk-budget.js, issue 23) fails a real webpack build whose language chunks
// pass 15 KB gzip, counts `locale-xx` and `common-xx` together, and lets a build under it pass.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const configRequire = createRequire(require.resolve('../config/webpack.js'));
const webpack = configRequire('webpack');
const { LocaleChunkBudgetPlugin, languageSizes, overBudget } = require('../config/locale-chunk-budget.js');

const temps = [];
after(() => temps.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Texts that do not compress: `bytes` of random data as base64 (about `bytes` once gzipped). */
function texts(bytes) {
  return `export const texts = ${JSON.stringify(crypto.randomBytes(bytes).toString('base64'))};\n`;
}

/**
 * Builds an app whose entry lazily imports one chunk per { name: bytes } (named by its
 * webpackChunkName; a name with a slash, `locales/th`, is an unnamed chunk of that file); resolves webpack's stats.
 */
function build(chunks) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locale-budget-'));
  temps.push(dir);
  fs.mkdirSync(path.join(dir, 'locales'));
  const imports = Object.keys(chunks).map((name) => (name.includes('/') ? `import('./${name}.js');` : `import(/* webpackChunkName: "${name}" */ './${name}.js');`));
  fs.writeFileSync(path.join(dir, 'index.js'), `${imports.join('\n')}\n`);
  for (const [name, bytes] of Object.entries(chunks)) fs.writeFileSync(path.join(dir, `${name}.js`), texts(bytes));
  const compiler = webpack({
    mode: 'none',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    plugins: [new LocaleChunkBudgetPlugin({ app: 'test-app' })],
  });
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error ? reject(error) : compiler.close(() => resolve(stats)))));
}

describe('the language chunk budget', () => {
  it('fails the build when one language is over 15 KB gzip', async () => {
    const stats = await build({ 'locale-cn': 20 * 1024, 'locale-th': 2 * 1024 });
    assert.equal(stats.hasErrors(), true);
    const messages = stats.compilation.errors.map((error) => error.message);
    assert.equal(messages.length, 1);
    assert.match(messages[0], /\[test-app\].*CN: 2\d\.\d KB gzip \(budget 15 KB\)/);
  });

  it("counts a language's app texts and common texts together", async () => {
    const stats = await build({ 'locale-vi': 9 * 1024, 'common-vi': 9 * 1024, 'locale-ko': 9 * 1024 });
    const messages = stats.compilation.errors.map((error) => error.message);
    assert.equal(messages.length, 1);
    assert.match(messages[0], /VI: 1\d\.\d KB gzip/);
  });

  it("counts an unnamed chunk of one language's text files (the shell's feature texts)", async () => {
    const stats = await build({ 'locales/th': 8 * 1024, 'locales/account-th': 8 * 1024, 'locale-ja': 2 * 1024 });
    const messages = stats.compilation.errors.map((error) => error.message);
    assert.equal(messages.length, 1);
    assert.match(messages[0], /TH: 1\d\.\d KB gzip/);
  });

  it('passes a build under the budget, and ignores chunks that are not a language', async () => {
    const stats = await build({ 'locale-ja': 4 * 1024, 'common-ja': 2 * 1024, 'vendor-big': 40 * 1024 });
    assert.equal(stats.hasErrors(), false);
  });

  it('measures gzip -9 per language code', () => {
    const sizes = languageSizes([
      { name: 'locale-id', files: [['a.js', Buffer.from('x'.repeat(10_000))], ['a.css', Buffer.from('y')]] },
      { name: 'main', files: [['main.js', Buffer.from('z')]] },
    ]);
    assert.deepEqual(Object.keys(sizes), ['id']);
    assert.ok(sizes.id > 0 && sizes.id < 200);
    assert.deepEqual(overBudget({ id: 15 * 1024 }), []);
    assert.equal(overBudget({ id: 15 * 1024 + 1 }).length, 1);
  });
});
