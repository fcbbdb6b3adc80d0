// `node --test scripts/*.test.mjs` (in `pnpm test:unit`): the workspace's ESLint config refuses
// user-visible text outside `t()` in an app's or a kit's components (JSX text and the aria-label,
// title, placeholder, alt and label attributes; i18next/no-literal-string), and lets through what
// is not text: keys given to t(), codes in capitals, symbols and digits, other attributes.
// Runs ESLint's API on a planted component with the real eslint.config.mjs.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const eslint = new ESLint({ cwd: root });
const RULE = 'i18next/no-literal-string';

/** The lines ESLint refuses as literal text in `code`, as the file `file`. */
async function literalTextLines(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.line);
}

const planted = `export function Plant({ open, t }: { open: boolean; t: (key: string) => string }) {
  return (
    <div className="plant" data-state="open">
      <p>Hello world</p>
      <img alt="A photo" src="x.png" />
      <button type="button" aria-label={open ? 'Close menu' : t('menu.open')}>GP</button>
      <input placeholder="Your name" title={t('form.name')} />
      <span title="VIP">{12} · ₱ {t('points.label')}</span>
    </div>
  );
}
`;

describe('no user-visible text outside t() (i18next/no-literal-string)', () => {
  it("refuses text, alt, an aria-label's literal and a placeholder in an app's component", async () => {
    assert.deepEqual(await literalTextLines('mf-member/src/features/plant/plant.tsx', planted), [4, 5, 6, 7]);
  });

  it("refuses them in a kit's component too, and not in tests", async () => {
    assert.deepEqual(await literalTextLines('kits/ui/src/plant.tsx', planted), [4, 5, 6, 7]);
    assert.deepEqual(await literalTextLines('kits/ui/src/plant.test.tsx', planted), []);
  });
});
