import styles from './icon.module.css';

export const ICON_NAMES = [
  'home', 'menu', 'menuOpen', 'close', 'chevronDown', 'chevronRight', 'chevronLeft', 'heart', 'clock', 'gift',
  'crown', 'headset', 'globe', 'eye', 'eyeOff', 'refresh', 'mail', 'logout', 'deposit', 'withdraw', 'wallet',
  'coin', 'userPlus', 'user', 'megaphone', 'trophy', 'phone', 'feedback', 'help', 'arrowUp', 'receipt', 'bank',
  'team', 'article', 'qr', 'fire', 'slots', 'live', 'sports', 'fish', 'ticket', 'grid', 'cards', 'gamepad',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** A decorative icon: the control around it carries the accessible name. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span aria-hidden="true" className={`${styles.icon} ${styles[name]}${className ? ` ${className}` : ''}`} />;
}
