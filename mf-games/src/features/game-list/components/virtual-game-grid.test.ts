import { layoutFor } from './virtual-game-grid';

describe('layoutFor (responsive columns)', () => {
  it.each([
    [328, 2],
    [440, 2],
    [700, 3],
    [1000, 5],
    [1168, 6],
    [1600, 8],
  ])('a %i px list has %i columns', (width, columns) => {
    expect(layoutFor(width).columns).toBe(columns);
  });

  it('keeps two columns before the list is measured, and rows as tall as a square card plus its text', () => {
    expect(layoutFor(0).columns).toBe(2);
    const { columns, gap, rowHeight } = layoutFor(1168);
    const cardWidth = (1168 - gap * (columns - 1)) / columns;
    expect(rowHeight).toBeGreaterThan(cardWidth);
    expect(rowHeight).toBeLessThan(cardWidth + 120);
  });
});
