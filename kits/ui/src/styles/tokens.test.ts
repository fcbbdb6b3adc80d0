import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The custom properties of tokens.css that are plain #rrggbb colours. */
function hexTokens(): Record<string, string> {
  const css = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
  return Object.fromEntries([...css.matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((match) => [match[1], match[2]]));
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

const TEXT = ['--color-text', '--color-text-muted', '--color-text-subtle'];
const SURFACES = ['--color-bg', '--color-surface-1', '--color-surface-2', '--color-surface-3'];

describe('text colour tokens', () => {
  const tokens = hexTokens();

  it.each(TEXT)('%s reads at 4.5:1 or more on the background and every surface', (text) => {
    const colour = tokens[text];
    expect(colour).toBeDefined();
    for (const surface of SURFACES) {
      const background = tokens[surface];
      expect(background).toBeDefined();
      const ratio = contrast(colour ?? '', background ?? '');
      // The surface in the message says which pairing fell short.
      expect({ surface, ok: ratio >= 4.5, ratio: Number(ratio.toFixed(2)) }).toMatchObject({ surface, ok: true });
    }
  });
});
