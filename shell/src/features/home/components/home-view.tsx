import { NotAvailableYet } from 'shared';
import { useShellT } from '../../../lib/i18n/translation';
import styles from './home-view.module.css';

/** The home view of /index, /login, /register and /help. Banners, rows and boards come with the home issue. */
export function HomeView() {
  const { t } = useShellT();
  return (
    <section className={styles.home} aria-labelledby="home-title">
      <div className={styles.hero}>
        <h1 id="home-title">{t('home.title')}</h1>
        <p>{t('brand.tagline')}</p>
      </div>
      <NotAvailableYet />
    </section>
  );
}
