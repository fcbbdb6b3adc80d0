import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { Icon, ICON_NAMES } from './icon';

const sprite = fs.readFileSync(path.join(__dirname, 'icons.svg'), 'utf8');
const symbolIds = [...sprite.matchAll(/<symbol id="icon-([A-Za-z]+)"/g)].map((match) => match[1]);

describe('Icon', () => {
  it('has a symbol in the sprite for every name, and no symbol without a name', () => {
    expect([...symbolIds].sort()).toEqual([...ICON_NAMES].sort());
  });

  it('draws its symbol, hidden from assistive technology, with the classes it is given', () => {
    const { container } = render(
      <button type="button">
        <Icon name="wallet" className="extra" />
        Wallet
      </button>,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg?.getAttribute('class')).toMatch(/\bextra\b/);
    expect(svg?.querySelector('use')).toHaveAttribute('href', '#icon-wallet');
  });
});
