import { NavLink } from '@gp/kernel';
import { useAgentT } from '../../../lib/i18n';
import { AGENT_PAGES, type AgentPageId } from '../agent-pages';
import type { PageVisibility } from '../hooks/use-page-visibility';
import styles from './agent-layout.module.css';

export type AgentMenuProps = {
  id: string;
  visibility: Record<AgentPageId, PageVisibility>;
  /** Phones: the menu is a drawer, drawn only while open. */
  drawerOpen: boolean;
  onNavigate: () => void;
};

/** The left menu in PLATFORM-FACTS order; a page whose switch is off or not known yet has no entry. */
export function AgentMenu({ id, visibility, drawerOpen, onNavigate }: AgentMenuProps) {
  const { t } = useAgentT();
  return (
    <nav id={id} aria-label={t('centre.menu')} className={drawerOpen ? `${styles.menu} ${styles.menuOpen}` : styles.menu}>
      <ul className={styles.menuList}>
        {AGENT_PAGES.filter((page) => visibility[page] === 'on').map((page) => (
          <li key={page}>
            <NavLink
              to={`/agentHome/${page}`}
              onClick={onNavigate}
              className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
            >
              {t(`pages.${page}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
