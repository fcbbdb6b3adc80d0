import { useShellT } from '../../../lib/i18n/translation';
import styles from './page-frame.module.css';

export function Footer() {
  const { t } = useShellT();
  return (
    <footer className={styles.footer}>
      <p className={styles.age}>
        <span className={styles.badge} aria-hidden="true">
          21+
        </span>
        {t('footer.responsible')}
      </p>
      <p className={styles.copy}>
        © {new Date().getFullYear()} {t('brand.name')}. {t('footer.rights')}
      </p>
    </footer>
  );
}
