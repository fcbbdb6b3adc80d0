import { screen } from '@testing-library/react';
import type { WhitelabelNode } from '../api/schemas/system';
import { renderWithProviders } from '../testing';
import { pickRandom, resolveImageUrl } from './image-cdn';
import { FEATURE_MODULES, isFeatureEnabled, useFeature } from './whitelabel';

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});

const tree = [
  node('REGISTER', true, [node('MOBILENUMREG3', true, [node('REGMOBVERF3', true)]), node('USERNAMEREG3', false)]),
  node('AGENT', false, [node('AGENTPOLICY3', true)]),
  node('FREEPLAY3', true),
];

describe('isFeatureEnabled', () => {
  it('finds enabled modules at any depth', () => {
    expect(isFeatureEnabled(tree, FEATURE_MODULES.FREEPLAY3)).toBe(true);
    expect(isFeatureEnabled(tree, 'REGMOBVERF3')).toBe(true);
  });

  it('treats disabled, missing, and children of disabled parents as off', () => {
    expect(isFeatureEnabled(tree, 'USERNAMEREG3')).toBe(false);
    expect(isFeatureEnabled(tree, 'AGENTPOLICY3')).toBe(false);
    expect(isFeatureEnabled(tree, 'PTSYS3')).toBe(false);
    expect(isFeatureEnabled(null, 'FREEPLAY3')).toBe(false);
  });

  it('useFeature reads the tree from the store', () => {
    function Probe() {
      return <p>{useFeature('FREEPLAY3') ? 'free play on' : 'free play off'}</p>;
    }
    renderWithProviders(<Probe />, { features: tree });
    expect(screen.getByText('free play on')).toBeInTheDocument();
  });
});

describe('image CDN', () => {
  it('leaves absolute URLs alone and prefixes paths with one CDN, kept for the page load', () => {
    const cdns = ['https://cdn-a.example/', 'https://cdn-b.example'];
    expect(resolveImageUrl('https://x.example/a.png', cdns)).toBe('https://x.example/a.png');
    expect(resolveImageUrl('data:image/png;base64,AA', cdns)).toBe('data:image/png;base64,AA');

    const first = resolveImageUrl('/assets/a.png', cdns);
    expect(first).toMatch(/^https:\/\/cdn-[ab]\.example\/assets\/a\.png$/);
    const cdn = first.replace('/assets/a.png', '');
    for (let i = 0; i < 20; i += 1) expect(resolveImageUrl('assets/b.png', cdns)).toBe(`${cdn}/assets/b.png`);
  });

  it('keeps the path when there is no CDN', () => {
    expect(resolveImageUrl('/assets/a.png', [])).toBe('/assets/a.png');
  });

  it('pickRandom picks a member, or undefined from an empty list', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.99);
    expect(pickRandom(['a', 'b', 'c'])).toBe('c');
    expect(pickRandom([])).toBeUndefined();
  });
});
