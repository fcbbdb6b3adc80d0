// `node scripts/check-relay-ownership.mjs [--root <dir>] [--list]` (part of `pnpm lint`): no relay
// call is named in two apps. An endpoint has one owner (issue 27): the app whose pages use it, or,
// when several apps read it, the kernel or a kit, which are where shared definitions live and are
// not counted. A relay call name is a string literal such as 'CSP_unreadCount' or
// "ODSFE2_MemBetDet": an upper-case prefix, `_`, then a name with at least one lower-case letter
// (an all-caps constant such as 'BET_REBATE' is a value, not a call); a platform path called
// directly ('/wps/game/launchGame', '/lgw/…', '/lotto/…') counts the same way. Tests, test helpers and
// comments are not read. `--list` prints every app's call names. No dependencies.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const APPS = ['shell', 'mf-games', 'mf-member', 'mf-agent', 'mf-lottery'];

const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const NOT_SOURCE = /\.(test|spec|stories)\.[^.]+$|\.d\.ts$/;
const NOT_SOURCE_DIRS = new Set(['node_modules', '__tests__', '__mocks__', 'testing', 'dist', 'coverage']);
const RELAY_NAME = /^[A-Z][A-Z0-9]+_[A-Za-z0-9]*[a-z][A-Za-z0-9]*$/;
/** A platform path called directly (SPEC §7: `/wps/…`, `/lgw/…`, `/lotto/…`), such as '/wps/game/launchGame'. */
const PLATFORM_PATH = /^\/(wps|lgw|lotto)\/[A-Za-z0-9_\-/]+$/;
const isCallName = (value) => RELAY_NAME.test(value) || PLATFORM_PATH.test(value);

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!NOT_SOURCE_DIRS.has(entry.name)) yield* sourceFiles(full);
    } else if (SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name)) {
      yield full;
    }
  }
}

/**
 * The string literals of a source text with their line, comments skipped. A template literal
 * counts only without `${…}`. Good enough for call names (a regex literal holding a quote may
 * confuse it; none of the apps has one that matters).
 */
export function stringLiterals(text) {
  const found = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '\n') {
      line += 1;
      i += 1;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      for (let j = i; j < stop; j += 1) if (text[j] === '\n') line += 1;
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      const startLine = line;
      let value = '';
      let plain = true;
      i += 1;
      while (i < text.length && text[i] !== c) {
        if (text[i] === '\\') {
          value += text[i + 1] ?? '';
          i += 2;
          continue;
        }
        if (c === '`' && text[i] === '$' && text[i + 1] === '{') plain = false;
        if (text[i] === '\n') line += 1;
        value += text[i];
        i += 1;
      }
      i += 1;
      if (plain) found.push({ value, line: startLine });
    } else {
      i += 1;
    }
  }
  return found;
}

/** Map of app → Map of call name → the places (`file:line`, relative to root) that name it. */
export function relayCallsByApp(root) {
  const byApp = new Map();
  for (const app of APPS) {
    const calls = new Map();
    for (const file of sourceFiles(path.join(root, app, 'src'))) {
      for (const { value, line } of stringLiterals(fs.readFileSync(file, 'utf8'))) {
        if (!isCallName(value)) continue;
        const places = calls.get(value) ?? [];
        places.push(`${path.relative(root, file).split(path.sep).join('/')}:${line}`);
        calls.set(value, places);
      }
    }
    byApp.set(app, calls);
  }
  return byApp;
}

/** The call names named by more than one app, each with its apps and places. */
export function sharedCalls(byApp) {
  const owners = new Map();
  for (const [app, calls] of byApp) {
    for (const [name, places] of calls) owners.set(name, [...(owners.get(name) ?? []), { app, places }]);
  }
  return [...owners].filter(([, apps]) => apps.length > 1).sort(([a], [b]) => a.localeCompare(b));
}

function main(argv) {
  const rootIndex = argv.indexOf('--root');
  const root = path.resolve(rootIndex === -1 ? path.join(path.dirname(fileURLToPath(import.meta.url)), '..') : argv[rootIndex + 1]);
  const byApp = relayCallsByApp(root);
  if (argv.includes('--list')) {
    for (const [app, calls] of byApp) console.log(`${app} (${calls.size}): ${[...calls.keys()].sort().join(' ')}`);
  }
  const violations = sharedCalls(byApp);
  if (violations.length === 0) {
    const total = [...byApp.values()].reduce((sum, calls) => sum + calls.size, 0);
    console.log(`relay ownership: ${total} call names, each in one app`);
    return 0;
  }
  console.error('relay ownership: these relay calls are named in more than one app. Give each one owner: the app that');
  console.error('uses it, or the kernel/a kit when several apps read it (schema, fetcher, query options, key factory).');
  for (const [name, apps] of violations) {
    console.error(`  ${name}:`);
    for (const { app, places } of apps) console.error(`    ${app}: ${places.join(', ')}`);
  }
  return 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
