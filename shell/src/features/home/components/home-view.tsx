import { NotAvailableYet } from 'shared';
import { useHomeT } from '../i18n';
import styles from './home-view.module.css';

/** The home view of /index, /login, /register and /help. Banners, rows and boards come with the home issue. */
export function HomeView() {
  const { t } = useHomeT();
  return (
    <section className={styles.home} aria-labelledby="home-title">
      <div className={styles.hero}>
        <h1 id="home-title">{t('title')}</h1>
        <p>{t('tagline')}</p>
      </div>
      <NotAvailableYet />
    </section>
  );
}
