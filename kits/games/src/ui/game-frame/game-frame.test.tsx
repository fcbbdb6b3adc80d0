import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { GameFrame } from '.';
import { gameFrameSandbox } from './game-frame';

describe('GameFrame', () => {
  it('sandboxes a vendor game: scripts, storage, forms and pop-ups, never the top page', () => {
    const tokens = gameFrameSandbox('https://vendor.test/game', 'https://site.test').split(' ');
    expect(tokens.sort()).toEqual(['allow-forms', 'allow-popups', 'allow-same-origin', 'allow-scripts']);
    expect(tokens.some((token) => token.startsWith('allow-top-navigation'))).toBe(false);
  });

  it('drops same-origin for a page of our own origin, which could otherwise lift its sandbox', () => {
    expect(gameFrameSandbox('/sim/game', 'https://site.test').split(' ')).not.toContain('allow-same-origin');
    expect(gameFrameSandbox('https://site.test/x', 'https://site.test').split(' ')).not.toContain('allow-same-origin');
  });

  it('renders a titled iframe that may go full screen', async () => {
    render(
      <Suspense fallback={null}>
        <GameFrame src="https://vendor.test/game" title="Fortune Tiger" />
      </Suspense>,
    );
    const frame = await screen.findByTitle('Fortune Tiger');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://vendor.test/game');
    expect(frame).toHaveAttribute('allow', expect.stringContaining('fullscreen'));
    expect(frame).toHaveAttribute('sandbox', expect.stringContaining('allow-scripts'));
  });

  it.each(['javascript:alert(parent.document.domain)', ' DATA:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'http://vendor.test/game'])(
    'frames nothing for the launch URL %p',
    async (src) => {
      render(
        <Suspense fallback={null}>
          <GameFrame src={src} title="Bad game" />
        </Suspense>,
      );
      expect(await screen.findByTitle('Bad game')).toHaveAttribute('src', 'about:blank');
    },
  );
});
