import { type GameMenu, type Language, LANGUAGES, NavLink, setLanguage, useLanguage } from 'shared';
import { useShellT } from '../../../lib/i18n/translation';
import { categoryPath, categoryTitleKey } from '../category-paths';
import styles from './side-menu.module.css';

const LANGUAGE_NAMES: Record<Language, string> = { EN: 'English', TY: 'Tagalog' };

export type SideMenuProps = { menus: GameMenu[]; collapsed: boolean; onToggle: () => void };

/** Collapsible side menu (SPEC §2): categories, favourites, recent, promotions, language. */
export function SideMenu({ menus, collapsed, onToggle }: SideMenuProps) {
  const { t } = useShellT();
  const language = useLanguage();
  return (
    <aside className={styles.side} aria-label={t('sideMenu.label')} data-collapsed={collapsed}>
      <button type="button" className={styles.toggle} onClick={onToggle} aria-expanded={!collapsed}>
        {collapsed ? t('sideMenu.expand') : t('sideMenu.collapse')}
      </button>
      {collapsed ? null : (
        <>
          <nav aria-label={t('sideMenu.label')}>
            <ul className={styles.list}>
              {menus.map((menu) => (
                <li key={menu.gameType}>
                  <NavLink to={categoryPath(menu.gameType)} className={styles.link}>
                    {t(categoryTitleKey(menu.gameType))}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to="/favorite" className={styles.link}>
                  {t('nav.favorite')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/recent" className={styles.link}>
                  {t('nav.recent')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/promotions" className={styles.link}>
                  {t('nav.promotions')}
                </NavLink>
              </li>
            </ul>
          </nav>
          <label className={styles.language}>
            <span>{t('sideMenu.language')}</span>
            <select value={language} onChange={(e) => void setLanguage(e.target.value as Language)}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
    </aside>
  );
}
