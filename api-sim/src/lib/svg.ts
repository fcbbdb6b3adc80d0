/** Helpers for the generated SVG images (no native image libraries). */

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A pleasant hue from any number (golden-angle steps keep neighbours apart). */
export function hueOf(seed: number): number {
  return Math.round((seed * 137.508) % 360);
}

/** Up to two initials: "Golden Dragon Deluxe" → "GD". */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, '').charAt(0))
    .filter(Boolean);
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}

export interface SvgOptions {
  width: number;
  height: number;
  /** Inner markup (already escaped). */
  body: string;
  /** Accessible title (plain text, escaped here). */
  title: string;
}

export function svgDocument({ width, height, body, title }: SvgOptions): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

/** A two-stop diagonal gradient with the given id, from a hue. */
export function gradient(id: string, hue: number): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,55%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,32%)"/>` +
    `</linearGradient></defs>`
  );
}

export function text(content: string, attributes: Record<string, string | number>): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  return `<text ${attrs}>${escapeXml(content)}</text>`;
}
