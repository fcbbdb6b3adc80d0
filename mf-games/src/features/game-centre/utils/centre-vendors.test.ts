import type { GameVendorLane, Vendor } from '@gp/games-kit';
import { testVendor } from '@gp/games-kit/testing';
import { centreSections } from './centre-vendors';

function lane(title: GameVendorLane['title'], vendors: Vendor[]): GameVendorLane {
  return { title, cards: Object.fromEntries(vendors.map((vendor) => [vendor.vassalage, vendor])) };
}

const names = (vendors: Vendor[]) => vendors.map((vendor) => vendor.vassalage);

// A server that serves e-sports and cockfight inside the sports lane, as SPEC §9 describes.
const LANES = [
  lane('SPORTS', [
    testVendor('SABA', 'SABA Sports', 'SPORTS'),
    testVendor('IMES', 'IM Esports', 'SPORTS'),
    testVendor('DS88', 'DS88 Sabong', 'SPORTS', { isCockfight: true }),
    testVendor('TF', 'TF Gaming', 'SPORTS'),
    testVendor('DIG', 'DIG Cockfight', 'SPORTS'),
    testVendor('CMD', 'CMD Sportsbook', 'SPORTS'),
  ]),
  lane('ESPORTS', [testVendor('AV', 'AV Esports', 'ESPORTS'), testVendor('TF', 'TF Gaming', 'ESPORTS')]),
  lane('LOTT', [testVendor('TCG_LOTTO_VN', 'TCG Lotto VN', 'LOTT')]),
  lane('ELOTT', [testVendor('LOTT', 'Lucky E-Lottery', 'ELOTT')]),
];

describe('centreSections', () => {
  it('sports: sports vendors without the e-sport ones, and the cockfight vendors in their own section', () => {
    const [sports, cockfight] = centreSections(LANES, 'SPORTS');
    expect(sports && names(sports.vendors)).toEqual(['SABA', 'CMD']);
    expect(cockfight?.id).toBe('cockfight');
    expect(cockfight && names(cockfight.vendors)).toEqual(['DS88', 'DIG']);
  });

  it('e-sports: its own lane plus AV, IMES, IA, AI and TF split off sports, each once', () => {
    const sections = centreSections(LANES, 'ESPORTS');
    expect(sections).toHaveLength(1);
    expect(sections[0] && names(sections[0].vendors)).toEqual(['AV', 'TF', 'IMES']);
  });

  it('lottery and e-lottery: their lanes', () => {
    expect(centreSections(LANES, 'LOTT')[0]?.vendors.map((v) => v.vassalage)).toEqual(['TCG_LOTTO_VN']);
    expect(centreSections(LANES, 'ELOTT')[0]?.vendors.map((v) => v.vassalage)).toEqual(['LOTT']);
  });
});
