import type { GameCatalogue, Vendor } from '@gp/games-kit';
import { testGame } from '@gp/kernel/testing';
import { gameEntryId, prepareCatalogue } from './catalogue-entries';

const vendor = (vassalage: string, name: string): Vendor => ({ vassalage, name, gameType: 'RNG', iconUrl: '', maintenance: false, hasRooms: false, isCockfight: false });

const CATALOGUE: GameCatalogue = {
  menus: [{ gameType: 'RNG', name: 'Slots', vendors: [vendor('PG', 'PG Soft'), vendor('JILI', 'JILI Games')] }],
  games: [
    testGame('Fortune Tiger', { nodeId: 1, gameType: 'RNG', vassalage: 'PG' }),
    testGame('Super Ace', { nodeId: 2, gameType: 'RNG', vassalage: 'JILI' }),
    testGame('Lost Game', { nodeId: 3, gameType: 'RNG', vassalage: 'GONE' }),
  ],
};

const translate = jest.fn((type: string) => `Category ${type}`);

describe('prepareCatalogue', () => {
  beforeEach(() => translate.mockClear());

  it('gives a document for the category, each vendor and each game, in slices that add up to the whole', () => {
    const prepared = prepareCatalogue(CATALOGUE, translate);
    expect(prepared.size).toBe(6);
    const whole = prepared.documents(0, prepared.size);
    expect(whole.map((doc) => doc.id)).toEqual(['c:RNG', 'v:RNG:PG', 'v:RNG:JILI', 'g:1', 'g:2', 'g:3']);
    expect([0, 2, 4].flatMap((start) => prepared.documents(start, start + 2))).toEqual(whole);
    expect(whole[3]).toEqual({ id: 'g:1', kind: 'game', name: 'Fortune Tiger', vendor: 'PG Soft', category: 'Category RNG' });
    // A game of a vendor the menus do not list keeps its vendor code.
    expect(whole[5]?.vendor).toBe('GONE');
    // The category's name is translated once, not once per game.
    expect(translate).toHaveBeenCalledTimes(1);
  });

  it('resolves an id to its entry, the same object each time, before or after the documents are made', () => {
    const early = prepareCatalogue(CATALOGUE, translate);
    const superAce = early.entry(gameEntryId({ nodeId: 2 }));
    expect(superAce).toEqual({ kind: 'game', id: 'g:2', game: CATALOGUE.games[1], vendor: 'JILI Games', category: 'Category RNG' });
    expect(early.entry('g:2')).toBe(superAce);

    const late = prepareCatalogue(CATALOGUE, translate);
    late.documents(0, late.size);
    expect(late.entry('g:3')).toMatchObject({ kind: 'game', game: CATALOGUE.games[2] });
    expect(late.entry('v:RNG:PG')).toMatchObject({ kind: 'vendor', vendor: { name: 'PG Soft' }, category: 'Category RNG' });
    expect(late.entry('c:RNG')).toEqual({ kind: 'category', id: 'c:RNG', gameType: 'RNG', name: 'Category RNG' });
  });

  it('knows no entry for an id the catalogue does not have', () => {
    const prepared = prepareCatalogue(CATALOGUE, translate);
    expect(prepared.entry('g:99')).toBeUndefined();
    expect(prepared.entry('v:RNG:NONE')).toBeUndefined();
    expect(prepared.entry('c:LIVE')).toBeUndefined();
  });
});
