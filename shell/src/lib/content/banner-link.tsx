import type { ReactNode } from 'react';
import { Link, useLanguage, useNavigate, useSession } from '@gp/kernel';
import { safeUrl } from '@gp/ui-kit';
import { loadHotGames } from '../games/hot-games';
import { startGame } from '../games/start-game';
import type { Banner } from './announcements';

export type BannerLinkProps = { banner: Banner; className?: string; children: ReactNode };

/** Honours the banner's link type: a client route, an external URL, a game, or nothing. */
export function BannerLink({ banner, className, children }: BannerLinkProps) {
  const { kind } = useSession();
  const language = useLanguage();
  const navigate = useNavigate();
  const target = banner.linkUrl ?? '';

  switch (banner.linkageType) {
    case 'ROUTE':
      return target.startsWith('/') ? (
        <Link to={target} className={className}>
          {children}
        </Link>
      ) : (
        <div className={className}>{children}</div>
      );
    case 'URL': {
      const href = safeUrl(target);
      return href === null ? (
        <div className={className}>{children}</div>
      ) : (
        <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
          {children}
        </a>
      );
    }
    case 'GAME': {
      const nodeId = banner.nodeId ?? Number(target);
      const open = () => {
        // A GAME banner names only the nodeId; the game itself comes from the hot games.
        loadHotGames(language).then(
          (games) => {
            const game = games.find((candidate) => candidate.nodeId === nodeId);
            if (game) startGame(game, kind);
            else navigate('/rng');
          },
          () => navigate('/rng'),
        );
      };
      return (
        <button type="button" className={className} onClick={open}>
          {children}
        </button>
      );
    }
    default:
      return <div className={className}>{children}</div>;
  }
}
