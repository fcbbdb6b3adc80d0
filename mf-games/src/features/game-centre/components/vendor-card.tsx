import { useState } from 'react';
import { DEFAULT_GAME_ICON, fetchGameList, type Vendor } from '@gp/games-kit';
import { emitEvent, requireRealAccount, translateError, useImageUrl, useLanguage, useNavigate, useSession } from '@gp/kernel';
import { ImageWithFallback } from '@gp/ui-kit';
import { useGamesT } from '../../../lib/i18n';
import { LOTTERY_PAGES } from '../utils/centre-vendors';
import styles from './vendor-card.module.css';

/** A vendor of a game centre: Play opens its lobby on /seamless, or its lottery page. */
export function VendorCard({ vendor }: { vendor: Vendor }) {
  const { t } = useGamesT();
  const { kind } = useSession();
  const language = useLanguage();
  const navigate = useNavigate();
  const icon = useImageUrl(vendor.iconUrl);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  async function play() {
    const lotteryPage = LOTTERY_PAGES[vendor.vassalage];
    if (lotteryPage) return navigate(lotteryPage);
    if (!requireRealAccount(kind)) return;
    setState({ busy: true, error: null });
    try {
      const { games } = await fetchGameList({ gameType: vendor.gameType, vassalage: vendor.vassalage, pageNo: 1, pageSize: 1, language });
      const lobby = games[0];
      if (!lobby) throw new Error('no lobby game');
      setState({ busy: false, error: null });
      emitEvent('open-game', { game: lobby, mode: 'seamless' });
    } catch (error) {
      setState({ busy: false, error: translateError(error) });
    }
  }

  return (
    <article className={styles.card} aria-label={vendor.name}>
      <ImageWithFallback src={icon} fallbackSrc={DEFAULT_GAME_ICON} alt="" aspectRatio="4 / 3" width={320} height={240} className={styles.logo} />
      <h3 className={styles.name}>{vendor.name}</h3>
      {vendor.maintenance ? (
        <p className={styles.maintenance}>{t('centre.maintenance')}</p>
      ) : (
        <button type="button" className={styles.play} onClick={() => void play()} disabled={state.busy} aria-busy={state.busy}>
          {t('centre.play')}
        </button>
      )}
      {state.error ? (
        <p role="alert" className={styles.error}>
          {state.error}
        </p>
      ) : null}
    </article>
  );
}
