import { randomInt } from 'node:crypto';
import { escapeXml, svgDocument } from '../../lib/svg';

/** The answer drawn with a little rotation and a few noise lines. */
export function captchaSvg(answer: string): string {
  const glyphs = [...answer]
    .map((char, index) => {
      const x = 18 + index * 26;
      return (
        `<text x="${x}" y="30" font-family="monospace" font-size="26" font-weight="bold" ` +
        `fill="hsl(${randomInt(360)},60%,30%)" transform="rotate(${randomInt(-20, 21)} ${x} 22)">${escapeXml(char)}</text>`
      );
    })
    .join('');
  const noise = Array.from(
    { length: 5 },
    () =>
      `<line x1="${randomInt(120)}" y1="${randomInt(40)}" x2="${randomInt(120)}" y2="${randomInt(40)}" ` +
      `stroke="hsl(${randomInt(360)},50%,60%)" stroke-width="1.5"/>`,
  ).join('');
  return svgDocument({ width: 120, height: 40, title: 'captcha', body: `<rect width="120" height="40" fill="#f3f1ea"/>${noise}${glyphs}` });
}

export function toDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
