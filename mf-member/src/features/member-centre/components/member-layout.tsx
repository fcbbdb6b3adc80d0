import { Outlet } from '@gp/kernel';
import { useMenuBadges } from '../hooks/use-menu-badges';
import { usePageSwitches } from '../hooks/use-page-switches';
import { MemberMenu } from './member-menu';
import styles from './member-layout.module.css';

/** The member centre inside the shell's main view: its menu and the current page. */
export function MemberLayout() {
  const visibility = usePageSwitches();
  const badges = useMenuBadges();
  return (
    <div className={styles.centre}>
      <MemberMenu visibility={visibility} badges={badges} />
      <div className={styles.page}>
        <Outlet />
      </div>
    </div>
  );
}
