import { type FocusEvent, useState } from 'react';
import { type GameMenu, type Vendor } from '@gp/games-kit';
import { type GameType, Link, useImageUrl, useLocation } from '@gp/kernel';
import { categoryIcon, categoryPath, categoryTitleKey } from '../../../lib/games/categories';
import { useShellT } from '../../../lib/i18n/translation';
import { Icon } from '../../../lib/ui/icon';
import { selectedNavType, usesLargeVendorLayout } from '../utils/nav-selection';
import styles from './main-nav.module.css';

function VendorLink({ vendor, onNavigate }: { vendor: Vendor; onNavigate: () => void }) {
  const { t } = useShellT();
  const icon = useImageUrl(vendor.iconUrl);
  return (
    <li>
      <Link to={categoryPath(vendor.gameType, vendor.vassalage)} className={styles.vendor} onClick={onNavigate}>
        <img src={icon} alt="" width={64} height={32} className={styles.vendorIcon} />
        <span className={styles.vendorName}>{vendor.name}</span>
        {vendor.maintenance ? <span className={styles.maintenance}>{t('header.maintenance')}</span> : null}
      </Link>
    </li>
  );
}

function VendorPanel({ menu, title, onNavigate }: { menu: GameMenu; title: string; onNavigate: () => void }) {
  const { t } = useShellT();
  const large = usesLargeVendorLayout(menu.vendors);
  return (
    <div className={large ? styles.panelLarge : styles.panel} data-layout={large ? 'large' : 'compact'}>
      <p className={styles.panelTitle}>{t('header.vendorsOf', { name: title })}</p>
      <ul className={styles.vendors}>
        {menu.vendors.map((vendor) => (
          <VendorLink key={vendor.vassalage} vendor={vendor} onNavigate={onNavigate} />
        ))}
      </ul>
      <Link to={categoryPath(menu.gameType)} className={styles.panelAll} onClick={onNavigate}>
        {t('header.allOf', { name: title })}
        <Icon name="chevronRight" />
      </Link>
    </div>
  );
}

/**
 * Top navigation (SPEC §2): Home, one entry per category with vendors, then Promotions. A
 * category opens its vendor list on hover or focus (desktop); choosing a type goes to its
 * lower-case path without a vendor, which resets vassalage (SPEC §4).
 */
export function MainNav({ menus }: { menus: GameMenu[] }) {
  const { t } = useShellT();
  const { pathname } = useLocation();
  const selected = selectedNavType(pathname);
  const [openType, setOpenType] = useState<GameType | null>(null);
  const close = () => setOpenType(null);
  const current = (type: string) => (selected === type ? 'page' : undefined);

  function leave(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  }

  return (
    <nav aria-label={t('nav.main')} className={styles.nav} onKeyDown={(event) => event.key === 'Escape' && close()}>
      <ul className={styles.list}>
        <li>
          <Link to="/index" className={styles.link} aria-current={current('HOME')}>
            <Icon name="home" />
            {t('nav.home')}
          </Link>
        </li>
        {menus.map((menu) => {
          const title = t(categoryTitleKey(menu.gameType));
          return (
            <li
              key={menu.gameType}
              className={styles.item}
              data-large={usesLargeVendorLayout(menu.vendors)}
              onMouseEnter={() => setOpenType(menu.gameType)}
              onMouseLeave={close}
              onFocus={() => setOpenType(menu.gameType)}
              onBlur={leave}
            >
              <Link to={categoryPath(menu.gameType)} className={styles.link} aria-current={current(menu.gameType)} onClick={close}>
                <Icon name={categoryIcon(menu.gameType)} />
                {title}
              </Link>
              {openType === menu.gameType ? <VendorPanel menu={menu} title={title} onNavigate={close} /> : null}
            </li>
          );
        })}
        <li>
          <Link to="/promotions" className={styles.link} aria-current={current('PROMOTIONS')}>
            <Icon name="gift" />
            {t('nav.promotions')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
