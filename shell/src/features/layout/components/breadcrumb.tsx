import { Link } from 'shared';
import { useShellT, type ShellKey } from '../../../lib/i18n/translation';
import styles from './breadcrumb.module.css';

/** Home › current page. Visibility is decided by the route rules (SPEC §2). */
export function Breadcrumb({ titleKey }: { titleKey: ShellKey }) {
  const { t } = useShellT();
  return (
    <nav aria-label={t('nav.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/index">{t('nav.home')}</Link>
        </li>
        <li aria-current="page">{t(titleKey)}</li>
      </ol>
    </nav>
  );
}
