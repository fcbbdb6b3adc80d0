import type { Game, Vendor } from '../../catalogue/types';
import { hashString } from '../../lib/prng';
import { gradient, hueOf, initialsOf, svgDocument, text } from '../../lib/svg';

const FONT = 'Arial, Helvetica, sans-serif';

export function gameIconSvg(game: Game): string {
  const size = 256;
  const body =
    gradient('bg', hueOf(game.nodeId)) +
    `<rect width="${size}" height="${size}" rx="32" fill="url(#bg)"/>` +
    `<circle cx="210" cy="46" r="96" fill="#ffffff" fill-opacity="0.09"/>` +
    text(initialsOf(game.displayName), { x: 128, y: 158, 'font-family': FONT, 'font-size': 96, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#ffffff' }) +
    text(game.vassalage, { x: 128, y: 226, 'font-family': FONT, 'font-size': 24, 'text-anchor': 'middle', fill: '#ffffff', 'fill-opacity': 0.85 });
  return svgDocument({ width: size, height: size, title: game.displayName, body });
}

export function vendorLogoSvg(vendor: Vendor): string {
  const body =
    gradient('bg', hueOf(hashString(vendor.vassalage))) +
    `<rect width="320" height="160" rx="20" fill="url(#bg)"/>` +
    text(vendor.vassalage, { x: 160, y: 90, 'font-family': FONT, 'font-size': 52, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#ffffff' }) +
    text(vendor.name, { x: 160, y: 132, 'font-family': FONT, 'font-size': 20, 'text-anchor': 'middle', fill: '#ffffff', 'fill-opacity': 0.85 });
  return svgDocument({ width: 320, height: 160, title: vendor.name, body });
}

export function bannerSvg(key: string, title: string): string {
  const hue = hueOf(hashString(key));
  const body =
    gradient('bg', hue) +
    `<rect width="1920" height="600" fill="url(#bg)"/>` +
    `<circle cx="1580" cy="300" r="260" fill="#ffffff" fill-opacity="0.08"/>` +
    `<circle cx="1720" cy="120" r="140" fill="#ffffff" fill-opacity="0.06"/>` +
    text(title, { x: 120, y: 320, 'font-family': FONT, 'font-size': 96, 'font-weight': 'bold', fill: '#ffffff' }) +
    text('Simulated promotion', { x: 124, y: 400, 'font-family': FONT, 'font-size': 40, fill: '#ffffff', 'fill-opacity': 0.8 });
  return svgDocument({ width: 1920, height: 600, title, body });
}

export function avatarSvg(n: number): string {
  const hue = hueOf(n * 7 + 3);
  const body =
    `<circle cx="64" cy="64" r="64" fill="hsl(${hue},55%,55%)"/>` +
    `<circle cx="64" cy="50" r="24" fill="#ffffff" fill-opacity="0.9"/>` +
    `<path d="M20 112a44 36 0 0 1 88 0z" fill="#ffffff" fill-opacity="0.9"/>`;
  return svgDocument({ width: 128, height: 128, title: `Avatar ${n}`, body });
}

/** A points-mall reward's picture: its name on a coloured card (one per reward). */
export function rewardSvg(rewardId: number, name: string): string {
  const body =
    gradient('bg', hueOf(rewardId * 13 + 5)) +
    `<rect width="320" height="200" rx="20" fill="url(#bg)"/>` +
    `<circle cx="260" cy="50" r="70" fill="#ffffff" fill-opacity="0.1"/>` +
    text(initialsOf(name), { x: 160, y: 118, 'font-family': FONT, 'font-size': 64, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#ffffff' }) +
    text(name, { x: 160, y: 170, 'font-family': FONT, 'font-size': 20, 'text-anchor': 'middle', fill: '#ffffff', 'fill-opacity': 0.85 });
  return svgDocument({ width: 320, height: 200, title: name, body });
}
