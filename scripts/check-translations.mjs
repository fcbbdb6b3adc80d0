// `node scripts/check-translations.mjs [--root <dir>] [--report]` (part of `pnpm lint`, issue 23):
// the text catalogues of every app, kit and the kernel are complete and consistent in every
// complete language of the registry (kernel/src/i18n/languages.ts). The catalogues are read by
// importing the TypeScript modules themselves (TypeScript's own transpiler, no regex over
// objects), so spreads, shared parts and computed texts count as the app sees them.
//
// A catalogue is a `locales/` module named `en.ts` or `<name>-en.ts` (its parts, `en-<part>.ts`,
// are read through it); its language `xx` is `xx.ts` / `<name>-xx.ts` beside it, whose exported
// object is the translation. Rules, each a failure:
//   missing       a key of EN absent in a complete language
//   extra         a key of a language absent in EN
//   placeholder   `{{…}}` and `$t(…)` of a text differ from EN's
//   plural        a plural key (`x_one`, `x_other`…) lacks a form the language's Intl plural rules use
//   same-as-en    a text equal to the English one, not in `docs/i18n/<code>/same-as-english.json`
//                 (texts without letters — numbers, symbols, placeholders only — are exempt)
//   unused        a key of EN that no source names: a string literal equal to the key (or its plural
//                 base) in the catalogue's package, the kits or the kernel (the kernel's catalogue:
//                 anywhere), or under a prefix
//                 the source builds (`t(\`range.${id}\`)`) or `docs/i18n/dynamic-keys.json` lists
//   missing-file  a complete language without the catalogue's file
// `--report` also prints, for each incomplete language that has files, how many keys it has.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.git', 'e2e', 'api-sim', 'scripts', 'docs', 'deploy', 'config']);
const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /\.(test|spec|stories)\.[^.]+$|\.d\.ts$/;
const EN_FILE = /^(?:([a-z][a-z0-9-]*)-)?en\.ts$/;
const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^}]+?)\s*\}\}|\$t\(([^)]*)\)/g;

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* walk(full);
    } else yield full;
  }
}

/** Every English catalogue module of the repository. */
export function findCatalogues(root) {
  const found = [];
  for (const file of walk(root)) {
    if (path.basename(path.dirname(file)) !== 'locales') continue;
    const match = EN_FILE.exec(path.basename(file));
    if (match) found.push({ file, prefix: match[1] ? `${match[1]}-` : '' });
  }
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

// ---- Reading TypeScript modules -------------------------------------------------------------

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-translations-'));
const transpiled = new Map();

/** Transpiles a module and its relative imports into a temporary directory; returns its URL. */
function transpile(file) {
  const known = transpiled.get(file);
  if (known) return known;
  const out = path.join(cacheDir, `${transpiled.size}-${path.basename(file, '.ts')}.mjs`);
  transpiled.set(file, out);
  const source = fs.readFileSync(file, 'utf8');
  let { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    fileName: file,
  });
  outputText = outputText.replace(/(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g, (whole, head, quote, spec) => {
    const base = path.resolve(path.dirname(file), spec);
    const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
    return target ? `${head}${quote}${pathToFileURL(transpile(target)).href}${quote}` : whole;
  });
  fs.writeFileSync(out, outputText);
  return out;
}

/** The catalogue object a locale module exports (its one exported object). */
async function loadCatalogue(file) {
  const module = await import(pathToFileURL(transpile(file)).href);
  const objects = Object.values(module).filter((value) => typeof value === 'object' && value !== null);
  if (objects.length !== 1) throw new Error(`${file}: expected one exported catalogue object, found ${objects.length}`);
  return objects[0];
}

/** The registry's languages: code → { tag, complete }. */
export async function loadRegistry(root) {
  const module = await import(pathToFileURL(transpile(path.join(root, 'kernel/src/i18n/languages.ts'))).href);
  return module.LANGUAGE_REGISTRY;
}

// ---- The rules -----------------------------------------------------------------------------

/** Flat map of dot keys to texts. */
export function flatten(tree, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else if (typeof value === 'object' && value !== null) flatten(value, full, out);
  }
  return out;
}

function placeholders(text) {
  return [...text.matchAll(PLACEHOLDER)].map((m) => (m[1] ?? `$t(${m[2]})`).split(',')[0].trim()).sort();
}

const hasLetters = (text) => /\p{L}/u.test(text.replace(PLACEHOLDER, ''));

/**
 * The failures of one language of one catalogue against English.
 * `allowed`: texts that may equal English in this language.
 */
export function compareCatalogue({ name, code, tag, en, other, allowed = new Set() }) {
  const problems = [];
  const report = (rule, key, detail) => problems.push({ rule, catalogue: name, language: code, key, detail });
  for (const [key, text] of en) {
    if (!other.has(key)) {
      if (!PLURAL.test(key)) report('missing', key, `"${text}"`);
      continue;
    }
    const translated = other.get(key);
    const a = placeholders(text).join(',');
    const b = placeholders(translated).join(',');
    if (a !== b) report('placeholder', key, `EN {${a}} vs ${code} {${b}}`);
    if (translated === text && hasLetters(text) && !allowed.has(text)) report('same-as-en', key, `"${text}"`);
  }
  for (const key of other.keys()) if (!en.has(key)) report('extra', key, `"${other.get(key)}"`);
  // Plural forms: every base of EN has, in this language, each form its plural rules use.
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const bases = new Set([...en.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
  for (const base of bases) {
    for (const category of categories) {
      if (!other.has(`${base}_${category}`)) report('plural', `${base}_${category}`, `${code} (${tag}) uses "${category}"`);
    }
    const enText = en.get(`${base}_other`);
    if (enText !== undefined) {
      for (const category of categories) {
        const text = other.get(`${base}_${category}`);
        if (text !== undefined && !en.has(`${base}_${category}`) && placeholders(text).join(',') !== placeholders(enText).join(',')) {
          report('placeholder', `${base}_${category}`, `EN {${placeholders(enText)}} vs ${code} {${placeholders(text)}}`);
        }
      }
    }
  }
  return problems;
}

/** String literals and the static heads of template literals (`range.${id}` → `range.`) of the files. */
export function collectReferences(files) {
  const literals = new Set();
  const prefixes = new Set();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.add(node.text);
      else if (ts.isTemplateExpression(node) && node.head.text) prefixes.add(node.head.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, prefixes };
}

/** Keys of EN that nothing references. `dynamic`: prefixes listed in docs/i18n/dynamic-keys.json. */
export function unusedKeys({ name, en, references, dynamic = [] }) {
  const problems = [];
  for (const key of en.keys()) {
    const base = key.replace(PLURAL, '');
    if (references.literals.has(key) || references.literals.has(base)) continue;
    if ([...references.prefixes, ...dynamic].some((prefix) => key.startsWith(prefix))) continue;
    problems.push({ rule: 'unused', catalogue: name, language: 'EN', key, detail: `"${en.get(key)}"` });
  }
  return problems;
}

function readJson(file, fallback) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback;
}

function sourceFilesOf(dir) {
  return [...walk(dir)].filter((file) => SOURCE.test(file) && !NOT_SOURCE.test(file) && !file.split(path.sep).includes('locales'));
}

/** The package directory of a file (nearest package.json). */
function packageOf(root, file) {
  let dir = path.dirname(file);
  while (dir.startsWith(root) && dir !== root) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return root;
}

/** Every problem of the repository at `root`, plus a report of incomplete languages. */
export async function checkTranslations(root) {
  const registry = await loadRegistry(root);
  const codes = Object.keys(registry);
  const dynamicKeys = readJson(path.join(root, 'docs/i18n/dynamic-keys.json'), {});
  const problems = [];
  const partial = [];
  const referencesOf = new Map();
  for (const { file, prefix } of findCatalogues(root)) {
    const name = path.relative(root, file);
    const en = flatten(await loadCatalogue(file));
    // Unused keys: the catalogue's package's source; the kernel's catalogue is everyone's.
    // Kits and the kernel call an app's `t` with their keys too (amountMessages of the forms kit).
    const pkg = packageOf(root, file);
    const scope = path.relative(root, pkg) === 'kernel' ? root : pkg;
    if (!referencesOf.has(scope)) {
      const dirs = scope === root ? [root] : [scope, path.join(root, 'kits'), path.join(root, 'kernel')];
      referencesOf.set(scope, collectReferences([...new Set(dirs.flatMap(sourceFilesOf))]));
    }
    const dynamic = (dynamicKeys[name] ?? []).map((entry) => entry.prefix);
    problems.push(...unusedKeys({ name, en, references: referencesOf.get(scope), dynamic }));
    for (const code of codes) {
      if (code === 'EN') continue;
      const { tag, complete } = registry[code];
      const target = path.join(path.dirname(file), `${prefix}${code.toLowerCase()}.ts`);
      if (!fs.existsSync(target)) {
        if (complete) problems.push({ rule: 'missing-file', catalogue: name, language: code, key: '', detail: path.relative(root, target) });
        continue;
      }
      const other = flatten(await loadCatalogue(target));
      if (!complete) {
        partial.push({ catalogue: name, language: code, keys: [...other.keys()].filter((key) => en.has(key)).length, of: en.size });
        continue;
      }
      const allowed = new Set(readJson(path.join(root, 'docs/i18n', code.toLowerCase(), 'same-as-english.json'), []));
      problems.push(...compareCatalogue({ name, code, tag, en, other, allowed }));
    }
  }
  return { problems, partial };
}

async function main() {
  const args = process.argv.slice(2);
  const rootIndex = args.indexOf('--root');
  const root = path.resolve(rootIndex === -1 ? path.join(path.dirname(fileURLToPath(import.meta.url)), '..') : args[rootIndex + 1]);
  const { problems, partial } = await checkTranslations(root);
  if (args.includes('--report')) {
    for (const { catalogue, language, keys, of } of partial) console.log(`${language} (incomplete) ${catalogue}: ${keys}/${of} keys`);
  }
  fs.rmSync(cacheDir, { recursive: true, force: true });
  if (problems.length === 0) {
    console.log('check-translations: every complete language has every key, its placeholders and plural forms; no unused key.');
    return;
  }
  for (const { rule, catalogue, language, key, detail } of problems) console.error(`${rule} ${language} ${catalogue} ${key} ${detail}`);
  console.error(`check-translations: ${problems.length} problem(s).`);
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
