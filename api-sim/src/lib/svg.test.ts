import { escapeXml, initialsOf, svgDocument } from './svg';

describe('svg helpers', () => {
  it('escapes markup characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });

  it('takes up to two initials', () => {
    expect(initialsOf('Golden Dragon Deluxe')).toBe('GD');
    expect(initialsOf('Speed Lotto 1 Min')).toBe('SL');
    expect(initialsOf('')).toBe('?');
  });

  it('escapes the title of a document', () => {
    expect(svgDocument({ width: 1, height: 1, title: '<b>', body: '' })).toContain('<title>&#60;b&#62;</title>');
  });
});
