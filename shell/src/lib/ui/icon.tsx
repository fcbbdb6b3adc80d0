import styles from './icon.module.css';

export const ICON_NAMES = [
  'home', 'menu', 'menuOpen', 'close', 'chevronDown', 'chevronRight', 'chevronLeft', 'heart', 'clock', 'gift',
  'crown', 'headset', 'globe', 'eye', 'eyeOff', 'refresh', 'mail', 'logout', 'deposit', 'withdraw', 'wallet',
  'coin', 'userPlus', 'user', 'megaphone', 'trophy', 'phone', 'feedback', 'help', 'arrowUp', 'receipt', 'bank',
  'team', 'article', 'qr', 'fire', 'slots', 'live', 'sports', 'fish', 'ticket', 'grid', 'cards', 'gamepad',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * A decorative icon: the control around it carries the accessible name.
 *
 * It draws a symbol of the one SVG sprite that index.html carries (icons.svg, put in the page at
 * build time). Each icon was a CSS mask with its own `data:` SVG before, and Chromium makes every
 * SVG image a document of its own: drawing the first page's two dozen icons took a style
 * recalculation of 100–150 ms on a slow phone (4× CPU), the signed-in pages' longest task.
 * Symbols in the page are plain SVG, and their paths cost no JavaScript.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className ? `${styles.icon} ${className}` : styles.icon}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
