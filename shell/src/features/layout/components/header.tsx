import { lazy, type ReactNode, Suspense } from 'react';
import { type GameMenu } from '@gp/games-kit';
import { Link, useNavigate, useSession } from '@gp/kernel';
import { useShellT } from '../../../lib/i18n/translation';
import { Icon } from '../../../lib/ui/icon';
import styles from './header.module.css';
import { LanguagePicker } from './language-picker';
import { MainNav } from './main-nav';

// Members' header (balance, messages, VIP, avatar menu) is its own chunk: guests never load it.
const MemberArea = lazy(() => import('./member-area').then((m) => ({ default: m.MemberArea })));

export type HeaderProps = {
  menus: GameMenu[];
  /** The phone drawer of the side menu; null on pages without a side menu. */
  drawer: { open: boolean; drawn: boolean; toggle: () => void } | null;
  /** The search button (issue 24), given by the app: the search is a feature of its own. */
  search?: ReactNode;
};

export function Header({ menus, drawer, search }: HeaderProps) {
  const { t } = useShellT();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {drawer ? (
          <button
            type="button"
            className={styles.menuButton}
            aria-label={drawer.open ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={drawer.open}
            aria-controls={drawer.drawn ? 'side-menu' : undefined}
            onClick={drawer.toggle}
          >
            <Icon name={drawer.open ? 'close' : 'menu'} />
          </button>
        ) : null}
        <Link to="/index" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            GP
          </span>
          <span className={styles.brandName}>{t('brand.name')}</span>
        </Link>
        <div className={styles.actions}>
          {search}
          <LanguagePicker besideDrawer={drawer !== null} />
          {isLoggedIn ? (
            <Suspense fallback={<span className={styles.memberPending} />}>
              <MemberArea />
            </Suspense>
          ) : (
            <>
              <button type="button" className={styles.ghost} onClick={() => navigate('/login')}>
                {t('header.login')}
              </button>
              <button type="button" className={styles.primary} onClick={() => navigate('/register')}>
                {t('header.register')}
              </button>
            </>
          )}
        </div>
      </div>
      <MainNav menus={menus} />
    </header>
  );
}
