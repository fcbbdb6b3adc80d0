import { SEED } from '../config';
import { buildCatalogue } from './catalogue';

const catalogue = buildCatalogue(SEED);

describe('buildCatalogue', () => {
  it('is deterministic for a seed', () => {
    const again = buildCatalogue(SEED);
    expect(again.games).toEqual(catalogue.games);
    expect([...again.brokenIconIds]).toEqual([...catalogue.brokenIconIds]);
  });

  it('has 10,000 slot games and 20-60 games in the other list categories', () => {
    expect(catalogue.gamesByType.get('RNG')).toHaveLength(10000);
    for (const type of ['LIVE', 'FISH', 'PVP'] as const) {
      const count = catalogue.gamesByType.get(type)?.length ?? 0;
      expect(count).toBeGreaterThanOrEqual(20);
      expect(count).toBeLessThanOrEqual(60);
    }
  });

  it('gives every game a unique id and a display name unique within its vendor', () => {
    expect(new Set(catalogue.games.map((game) => game.nodeId)).size).toBe(catalogue.games.length);
    const names = new Set(catalogue.games.map((game) => `${game.gameType}/${game.vassalage}/${game.displayName}`));
    expect(names.size).toBe(catalogue.games.length);
  });

  it('marks about 1 in 8 games hot and about 1 in 50 slot icons broken', () => {
    const rng = catalogue.gamesByType.get('RNG') ?? [];
    const hot = rng.filter((game) => game.isHot === 1).length / rng.length;
    expect(hot).toBeGreaterThan(0.1);
    expect(hot).toBeLessThan(0.15);
    const broken = catalogue.brokenIconIds.size / rng.length;
    expect(broken).toBeGreaterThan(0.01);
    expect(broken).toBeLessThan(0.03);
  });

  it('offers free trial on about half of the slot and fishing games only', () => {
    for (const game of catalogue.games) {
      if (game.freeTrial === 1) expect(['RNG', 'FISH']).toContain(game.gameType);
    }
    const rng = catalogue.gamesByType.get('RNG') ?? [];
    const share = rng.filter((game) => game.freeTrial === 1).length / rng.length;
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.55);
  });

  it('flags the cockfight vendors in the sports lane', () => {
    const cockfight = catalogue.vendors.filter((vendor) => vendor.isCockfight);
    expect(cockfight.map((vendor) => [vendor.vassalage, vendor.gameType])).toEqual([
      ['DS88', 'SPORTS'],
      ['DIG', 'SPORTS'],
    ]);
  });
});
