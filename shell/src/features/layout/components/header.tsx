import { formatBalance, type GameMenu, Link, NavLink, useBalance, useSession } from 'shared';
import { useShellT } from '../../../lib/i18n/translation';
import { categoryPath, categoryTitleKey } from '../category-paths';
import styles from './header.module.css';

export type HeaderProps = {
  menus: GameMenu[];
  onLogin: () => void;
  onRegister: () => void;
  onLogout: () => void;
  onRefreshBalance: () => void;
  onIntent?: (path: string) => void;
};

export function Header({ menus, onLogin, onRegister, onLogout, onRefreshBalance, onIntent }: HeaderProps) {
  const { t } = useShellT();
  const { isLoggedIn, isAgent, member } = useSession();
  const { balance, currencySymbol } = useBalance();

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/index" className={styles.brand} aria-label={t('brand.name')}>
          <span className={styles.logo} aria-hidden="true">★</span>
          <span className={styles.brandName}>{t('brand.name')}</span>
        </Link>
        <div className={styles.actions}>
          {isLoggedIn ? (
            <>
              <button type="button" className={styles.balance} onClick={onRefreshBalance} aria-label={t('header.balance')}>
                <span className={styles.balanceLabel}>{t('header.balance')}</span>
                <span className={styles.balanceValue}>{formatBalance(balance, currencySymbol)}</span>
              </button>
              <nav aria-label={t('nav.account')} className={styles.account}>
                <NavLink to="/member" className={styles.accountLink}>
                  {t('nav.member')}
                </NavLink>
                {isAgent ? (
                  <NavLink to="/agentHome" className={styles.accountLink}>
                    {t('nav.agent')}
                  </NavLink>
                ) : null}
              </nav>
              <span className={styles.nickname}>{member ? t('header.welcome', { name: member.nickname || member.account }) : null}</span>
              <button type="button" className={styles.ghost} onClick={onLogout}>
                {t('header.logout')}
              </button>
            </>
          ) : (
            <>
              <button type="button" className={styles.ghost} onClick={onLogin}>
                {t('header.login')}
              </button>
              <button type="button" className={styles.primary} onClick={onRegister}>
                {t('header.register')}
              </button>
            </>
          )}
        </div>
      </div>
      <nav aria-label={t('nav.main')} className={styles.nav}>
        <NavLink to="/index" className={styles.navLink}>
          {t('nav.home')}
        </NavLink>
        {menus.map((menu) => {
          const path = categoryPath(menu.gameType);
          return (
            <NavLink
              key={menu.gameType}
              to={path}
              className={styles.navLink}
              onMouseEnter={() => onIntent?.(path)}
              onFocus={() => onIntent?.(path)}
            >
              {t(categoryTitleKey(menu.gameType))}
            </NavLink>
          );
        })}
        <NavLink to="/promotions" className={styles.navLink}>
          {t('nav.promotions')}
        </NavLink>
      </nav>
    </header>
  );
}
