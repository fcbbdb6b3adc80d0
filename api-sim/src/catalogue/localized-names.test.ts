import { localizedGameName } from './localized-names';

describe('game names in the player language', () => {
  it('names live tables and fishing games in Chinese, Thai and Vietnamese, phrases first', () => {
    expect(localizedGameName('Speed Dragon Tiger A', 'CN')).toBe('极速龙虎A');
    expect(localizedGameName('Lightning Baccarat', 'TH')).toBe('สายฟ้า บาคาร่า');
    expect(localizedGameName('Deep Sea Fishing', 'VI')).toBe('Biển sâu Bắn cá');
  });

  it('keeps the English name when a word is unknown or the language has no glossary', () => {
    expect(localizedGameName('Golden Pharaoh Megaways', 'CN')).toBe('Golden Pharaoh Megaways');
    expect(localizedGameName('Speed Baccarat', 'TY')).toBe('Speed Baccarat');
    expect(localizedGameName('Speed Baccarat', 'EN')).toBe('Speed Baccarat');
  });
});
