import { useEffect, useRef } from 'react';
import { formatCount } from '@gp/ui-kit';
import { MEMBER_PAGES, type MemberPageId, memberPagePath, memberPageTitleKey, NavLink, useCommonT, useLocation } from '@gp/kernel';
import { useMemberT } from '../../../lib/i18n';
import { BADGE_PAGES, type BadgePageId } from '../member-pages';
import type { PageVisibility } from '../hooks/use-page-switches';
import styles from './member-layout.module.css';

export type MemberMenuProps = {
  visibility: Record<MemberPageId, PageVisibility>;
  badges: Partial<Record<BadgePageId, number>>;
};

function isBadgePage(id: MemberPageId): id is BadgePageId {
  return (BADGE_PAGES as readonly string[]).includes(id);
}

/**
 * The thirteen pages in PLATFORM-FACTS order: a scrolling tab bar on phones, a side menu from
 * 1024 px. A page whose switch is off or not known yet has no entry.
 */
export function MemberMenu({ visibility, badges }: MemberMenuProps) {
  const { t } = useMemberT();
  const { t: tc } = useCommonT();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);

  const shown = MEMBER_PAGES.filter((id) => visibility[id] === 'on');
  // Entries appear as their switches become known and badges widen them: the layout key.
  const layout = `${shown.join()}|${shown.map((id) => (isBadgePage(id) ? (badges[id] ?? 0) : '')).join()}`;

  // On the phone tab bar the current page may start out of view (a deep link to a late page); it
  // is brought into view again whenever entries before it appear or change width.
  useEffect(() => {
    const current = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, layout]);

  return (
    <nav aria-label={t('centre.menu')} className={styles.menu}>
      <ul ref={listRef} className={styles.menuList}>
        {shown.map((id) => {
          const count = isBadgePage(id) ? badges[id] : undefined;
          return (
            <li key={id}>
              <NavLink to={memberPagePath(id)} className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}>
                <span>{tc(memberPageTitleKey(id))}</span>
                {count ? (
                  <span className={styles.badge}>
                    <span aria-hidden="true">{count > 99 ? '99+' : formatCount(count)}</span>
                    <span className={styles.srOnly}>{t('centre.badge', { count })}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
