import { useDialogActions } from '../../../lib/dialogs';
import { Icon } from '../../../lib/ui/icon';
import { useHomeT } from '../i18n';
import styles from './home-extras.module.css';
import { WinnerBoard } from './winner-board';

/** The bottom of the home page: the winner board and the app. Its own chunk, loaded as it comes near. */
export function HomeExtras() {
  const { t } = useHomeT();
  const { open } = useDialogActions();
  return (
    <div className={styles.grid}>
      <section className={styles.winners} aria-labelledby="winners-title">
        <div className={styles.head}>
          <h2 id="winners-title" className={styles.title}>
            <Icon name="trophy" className={styles.titleIcon} />
            {t('winners')}
          </h2>
          <p className={styles.sub}>{t('winnersIntro')}</p>
        </div>
        <div className={styles.board}>
          <WinnerBoard />
        </div>
      </section>
      <section className={styles.app} aria-labelledby="app-title">
        <Icon name="phone" className={styles.appIcon} />
        <h2 id="app-title" className={styles.appTitle}>
          {t('appTitle')}
        </h2>
        <p className={styles.appText}>{t('appText')}</p>
        <button type="button" className={styles.appButton} onClick={() => open({ name: 'appDownload' })}>
          <Icon name="qr" />
          {t('appButton')}
        </button>
      </section>
    </div>
  );
}
