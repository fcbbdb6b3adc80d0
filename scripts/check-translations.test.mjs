// `node --test scripts/` (in `pnpm test:unit`): the translation check (issue 23) fails on each
// rule's planted violation, passes on a clean tree.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./check-translations.mjs', import.meta.url));
const temps = [];

const REGISTRY = `export const LANGUAGE_REGISTRY = {
  EN: { tag: 'en', script: 'Latn', dir: 'ltr', name: 'English', complete: true },
  TY: { tag: 'tl', script: 'Latn', dir: 'ltr', name: 'Tagalog', complete: true },
  CN: { tag: 'zh-Hans', script: 'Hans', dir: 'ltr', name: '中文', complete: true },
  TH: { tag: 'th', script: 'Thai', dir: 'ltr', name: 'ไทย', complete: false },
} as const;
`;

const EN = `export const en = {
  title: 'Rewards',
  badge_one: '{{count}} new',
  badge_other: '{{count}} new',
  range: { today: 'Today', week: 'This week' },
  hello: 'Hi, {{name}}',
};
`;
const TY = `import type { TranslationResource } from '@gp/kernel';
import type { en } from './en';
export const ty: TranslationResource<typeof en> = {
  title: 'Mga Gantimpala',
  badge_one: '{{count}} bago',
  badge_other: '{{count}} na bago',
  range: { today: 'Ngayon', week: 'Ngayong linggo' },
  hello: 'Kumusta, {{name}}',
};
`;
const CN = `export const cn = {
  title: '奖励',
  badge_one: '{{count}} 条新',
  badge_other: '{{count}} 条新',
  range: { today: '今天', week: '本周' },
  hello: '你好，{{name}}',
};
`;
const SOURCE = `import { useT } from '../lib/i18n';
export function Rewards({ range }: { range: 'today' | 'week' }) {
  const { t } = useT();
  return [t('title'), t('badge', { count: 2 }), t(\`range.\${range}\`), t('hello', { name: 'x' })];
}
`;

/** A repository tree in a temp dir with one app catalogue; `change` edits the files. */
function tree(change = (files) => files) {
  const files = change({
    'kernel/src/i18n/languages.ts': REGISTRY,
    'kernel/package.json': '{}',
    'mf-x/package.json': '{}',
    'mf-x/src/locales/en.ts': EN,
    'mf-x/src/locales/ty.ts': TY,
    'mf-x/src/locales/cn.ts': CN,
    'mf-x/src/features/rewards/rewards.tsx': SOURCE,
  });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-translations-'));
  temps.push(root);
  for (const [file, text] of Object.entries(files)) {
    if (text === undefined) continue;
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

function check(root, ...args) {
  const run = spawnSync(process.execPath, [script, '--root', root, ...args], { encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function fails(root, pattern) {
  const result = check(root);
  assert.equal(result.status, 1, result.stdout + result.stderr);
  assert.match(result.stderr, pattern);
}

after(() => temps.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('check-translations', () => {
  it('passes a complete, consistent, used catalogue', () => {
    const result = check(tree());
    assert.equal(result.status, 0, result.stderr);
  });

  it('fails on a key of EN missing in a complete language', () => {
    fails(tree((f) => ({ ...f, 'mf-x/src/locales/cn.ts': CN.replace("  title: '奖励',\n", '') })), /^missing CN mf-x\/src\/locales\/en\.ts title/m);
  });

  it('fails on a key only a language has', () => {
    fails(tree((f) => ({ ...f, 'mf-x/src/locales/ty.ts': TY.replace("  title: 'Mga Gantimpala',", "  title: 'Mga Gantimpala',\n  subtitle: 'Dagdag',") })), /^extra TY \S+ subtitle/m);
  });

  it('fails on a missing language file of a complete language', () => {
    fails(tree((f) => ({ ...f, 'mf-x/src/locales/cn.ts': undefined })), /^missing-file CN/m);
  });

  it('fails on placeholders that differ from English', () => {
    fails(tree((f) => ({ ...f, 'mf-x/src/locales/ty.ts': TY.replace('Kumusta, {{name}}', 'Kumusta, {{nme}}') })), /^placeholder TY \S+ hello/m);
  });

  it("fails on a plural form the language's rules use but the catalogue lacks", () => {
    fails(tree((f) => ({ ...f, 'mf-x/src/locales/ty.ts': TY.replace("  badge_one: '{{count}} bago',\n", '') })), /^(missing|plural) TY \S+ badge_one/m);
  });

  it('fails on a text equal to English unless the language allows it', () => {
    const same = (f) => ({ ...f, 'mf-x/src/locales/ty.ts': TY.replace("'Mga Gantimpala'", "'Rewards'") });
    fails(tree(same), /^same-as-en TY \S+ title "Rewards"/m);
    const allowed = check(tree((f) => ({ ...same(f), 'docs/i18n/ty/same-as-english.json': '["Rewards"]' })));
    assert.equal(allowed.status, 0, allowed.stderr);
  });

  it('fails on a key no source names, unless a dynamic prefix covers it', () => {
    const unused = (f) => ({ ...f, 'mf-x/src/features/rewards/rewards.tsx': SOURCE.replace("t('hello', { name: 'x' })", "'x'") });
    fails(tree(unused), /^unused EN \S+ hello/m);
    const listed = check(
      tree((f) => ({
        ...unused(f),
        'docs/i18n/dynamic-keys.json': JSON.stringify({ 'mf-x/src/locales/en.ts': [{ prefix: 'hello', reason: 'built from a server code' }] }),
      })),
    );
    assert.equal(listed.status, 0, listed.stderr);
  });

  it('checks only complete languages, and reports the others with --report', () => {
    const result = check(tree((f) => ({ ...f, 'mf-x/src/locales/th.ts': "export const th = { title: 'รางวัล' };\n" })), '--report');
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /TH \(incomplete\) mf-x\/src\/locales\/en\.ts: 1\/6 keys/);
  });
});
