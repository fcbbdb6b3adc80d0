import { useEffect, useId, useRef, useState } from 'react';
import { type GameMenu } from '@gp/games-kit';
import { type GameType, Link, memberPagePath, useLanguage, useLocation, useSession } from '@gp/kernel';
import { offeredLanguages, setLanguage } from '@gp/kernel/host';
import { LANGUAGE_REGISTRY } from '@gp/kernel/languages';
import { bannersOf, useHomeContent } from '../../../lib/content/home-content';
import { BannerLink } from '../../../lib/content/banner-link';
import { useDialogActions } from '../../../lib/dialogs';
import { categoryIcon, categoryOfPath, categoryPath, categoryTitleKey } from '../../../lib/games/categories';
import { useShellT } from '../../../lib/i18n/translation';
import { Icon, type IconName } from '../../../lib/ui/icon';
import { SideBannerImage } from './side-banner-image';
import styles from './side-menu.module.css';

/** Rows held for the categories while they load (the platform has 8). */
const PENDING_CATEGORIES = [0, 1, 2, 3, 4, 5, 6, 7];


export type SideMenuProps = {
  menus: GameMenu[];
  /** False while the categories load: placeholders hold their place. */
  menusLoaded?: boolean;
  /** Desktop: the menu shrinks to an icon rail. */
  collapsed: boolean;
  onToggle: () => void;
  /** Phones and tablets (< 1024 px): the menu is a drawer opened from the header. */
  drawerOpen: boolean;
  onCloseDrawer: () => void;
};

function ItemLink({ to, icon, label, current, onClick }: { to: string; icon: IconName; label: string; current?: boolean; onClick?: () => void }) {
  return (
    <Link to={to} className={styles.link} aria-current={current ? 'page' : undefined} title={label} onClick={onClick}>
      <Icon name={icon} className={styles.icon} />
      <span className={styles.label}>{label}</span>
    </Link>
  );
}

function CategoryItem({ menu, expanded, onExpand, onNavigate }: { menu: GameMenu; expanded: boolean; onExpand: () => void; onNavigate: () => void }) {
  const { t } = useShellT();
  const { pathname, search } = useLocation();
  const listId = useId();
  const title = t(categoryTitleKey(menu.gameType));
  const here = categoryOfPath(pathname) === menu.gameType;
  const vassalage = here ? (new URLSearchParams(search).get('vassalage') ?? '') : null;
  return (
    <li>
      <div className={styles.row}>
        <ItemLink to={categoryPath(menu.gameType)} icon={categoryIcon(menu.gameType)} label={title} current={here} onClick={onNavigate} />
        <button
          type="button"
          className={styles.expand}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={t('sideMenu.showVendors', { name: title })}
          onClick={onExpand}
        >
          <Icon name="chevronDown" />
        </button>
      </div>
      {expanded ? (
        <ul id={listId} className={styles.vendors}>
          <li>
            <Link to={categoryPath(menu.gameType)} className={styles.vendor} aria-current={vassalage === '' ? 'page' : undefined} onClick={onNavigate}>
              {t('sideMenu.all')}
            </Link>
          </li>
          {menu.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <Link
                to={categoryPath(menu.gameType, vendor.vassalage)}
                className={styles.vendor}
                aria-current={vassalage === vendor.vassalage ? 'page' : undefined}
                onClick={onNavigate}
              >
                {vendor.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function SideBanners() {
  const { t } = useShellT();
  const content = useHomeContent();
  if (content.status !== 'ready') return <div className={styles.bannerSlot} aria-hidden="true" />;
  const banners = bannersOf(content.content, 'w_leftmenu');
  if (banners.length === 0) return null;
  return (
    <ul className={styles.banners} aria-label={t('sideMenu.featured')}>
      {banners.map((banner) => (
        <li key={banner.id} className={styles.bannerItem}>
          <BannerLink banner={banner} className={styles.bannerLink}>
            <SideBannerImage banner={banner} />
          </BannerLink>
        </li>
      ))}
    </ul>
  );
}

function LanguageSelector() {
  const { t } = useShellT();
  const language = useLanguage();
  return (
    <div role="group" aria-label={t('sideMenu.language')} className={styles.languages}>
      <Icon name="globe" className={styles.icon} />
      {/* The site's offered languages (runtime config), each in its own name and language. */}
      {offeredLanguages().map((code) => (
        <button
          key={code}
          type="button"
          lang={LANGUAGE_REGISTRY[code].tag}
          className={styles.language}
          aria-pressed={language === code}
          aria-label={LANGUAGE_REGISTRY[code].name}
          onClick={() => void setLanguage(code)}
        >
          <span className={styles.languageFull}>{LANGUAGE_REGISTRY[code].name}</span>
          <span className={styles.languageShort} aria-hidden="true">
            {code}
          </span>
        </button>
      ))}
    </div>
  );
}

/**
 * The side menu of SPEC §2: banner (w_leftmenu), categories with their vendors ('All' first),
 * favourites, recent, promotions, VIP level (security centre), customer service, language.
 */
export function SideMenu({ menus, menusLoaded = true, collapsed, onToggle, drawerOpen, onCloseDrawer }: SideMenuProps) {
  const { t } = useShellT();
  const { pathname } = useLocation();
  const { member, isLoggedIn } = useSession();
  const { open } = useDialogActions();
  const [expanded, setExpanded] = useState<GameType | null>(() => categoryOfPath(pathname));
  const closeRef = useRef<HTMLButtonElement>(null);
  const top = `/${(pathname.split('/')[1] ?? '').toLowerCase()}`;

  useEffect(() => {
    if (!drawerOpen) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCloseDrawer();
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, [drawerOpen, onCloseDrawer]);

  const vip = isLoggedIn && member ? t('sideMenu.vipLevel', { level: member.vipLevel, name: member.vipName || `VIP ${member.vipLevel}` }) : t('sideMenu.vip');

  return (
    <>
      {drawerOpen ? <div className={styles.backdrop} onClick={onCloseDrawer} aria-hidden="true" /> : null}
      <aside id="side-menu" className={styles.side} aria-label={t('sideMenu.label')} data-collapsed={collapsed} data-open={drawerOpen}>
        <div className={styles.head}>
          <button type="button" className={styles.toggle} onClick={onToggle} aria-expanded={!collapsed} title={collapsed ? t('sideMenu.expand') : t('sideMenu.collapse')}>
            <Icon name={collapsed ? 'menu' : 'menuOpen'} className={styles.icon} />
            <span className={styles.label}>{collapsed ? t('sideMenu.expand') : t('sideMenu.collapse')}</span>
          </button>
          <button ref={closeRef} type="button" className={styles.close} onClick={onCloseDrawer} aria-label={t('header.closeMenu')}>
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.scroll}>
          <SideBanners />
          <nav aria-label={t('sideMenu.games')}>
            <ul className={styles.list} aria-busy={!menusLoaded}>
              {menusLoaded ? null : PENDING_CATEGORIES.map((n) => <li key={n} className={styles.pending} aria-hidden="true" />)}
              {menus.map((menu) => (
                <CategoryItem
                  key={menu.gameType}
                  menu={menu}
                  expanded={expanded === menu.gameType}
                  onExpand={() => setExpanded((current) => (current === menu.gameType ? null : menu.gameType))}
                  onNavigate={onCloseDrawer}
                />
              ))}
            </ul>
          </nav>
          <ul className={styles.list}>
            <li>
              <ItemLink to="/favorite" icon="heart" label={t('nav.favorite')} current={top === '/favorite'} onClick={onCloseDrawer} />
            </li>
            <li>
              <ItemLink to="/recent" icon="clock" label={t('nav.recent')} current={top === '/recent'} onClick={onCloseDrawer} />
            </li>
            <li>
              <ItemLink to="/promotions" icon="gift" label={t('nav.promotions')} current={top === '/promotions'} onClick={onCloseDrawer} />
            </li>
          </ul>
          <ul className={styles.list}>
            <li>
              <ItemLink to={memberPagePath('securityCenter')} icon="crown" label={vip} onClick={onCloseDrawer} />
            </li>
            <li>
              <button
                type="button"
                className={styles.link}
                title={t('sideMenu.customerService')}
                onClick={() => {
                  onCloseDrawer();
                  open({ name: 'customerService' });
                }}
              >
                <Icon name="headset" className={styles.icon} />
                <span className={styles.label}>{t('sideMenu.customerService')}</span>
              </button>
            </li>
          </ul>
          <LanguageSelector />
        </div>
      </aside>
    </>
  );
}
