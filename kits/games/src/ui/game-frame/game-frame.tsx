import type { Ref } from 'react';
import { safeUrl } from '@gp/ui-kit';

export type GameFrameProps = {
  src: string;
  /** Accessible name of the frame, e.g. the game's name. */
  title: string;
  className?: string;
  ref?: Ref<HTMLIFrameElement>;
};

// What vendor games need: scripts, their own storage (same origin), forms, and windows for rules
// or cashier pages. Never the top page: no allow-top-navigation, so a game cannot take the site away.
const SANDBOX = ['allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-popups'];

/** A frame on this site's own origin with scripts and same-origin could lift its own sandbox. */
export function gameFrameSandbox(src: string, pageOrigin: string = window.location.origin): string {
  let sameOrigin = true;
  try {
    sameOrigin = new URL(src, pageOrigin).origin === pageOrigin;
  } catch {
    // an unparsable URL is treated as our own origin: the stricter policy
  }
  return (sameOrigin ? SANDBOX.filter((token) => token !== 'allow-same-origin') : SANDBOX).join(' ');
}

/** The iframe every launched game plays in (game pop-up, /seamless, lottery pages). A URL that fails safeUrl is not framed. */
export function GameFrame({ src, title, className, ref }: GameFrameProps) {
  const safe = safeUrl(src) ?? 'about:blank';
  return (
    <iframe
      ref={ref}
      src={safe}
      title={title}
      className={className}
      sandbox={gameFrameSandbox(safe)}
      allow="fullscreen; autoplay; encrypted-media"
      allowFullScreen
    />
  );
}
