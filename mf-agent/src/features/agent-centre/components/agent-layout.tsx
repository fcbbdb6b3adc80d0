import { type ReactNode, useEffect, useId, useState } from 'react';
import { Outlet, useLocation, useNavigate, useSession } from '@gp/kernel';
import { useAgentT } from '../../../lib/i18n';
import { usePageVisibility } from '../hooks/use-page-visibility';
import { AgentClock } from './agent-clock';
import { AgentMenu } from './agent-menu';
import { LanguagePicker } from './language-picker';
import { LogoutDialog } from './logout-dialog';
import styles from './agent-layout.module.css';

/**
 * The agent centre's own layout (it replaces the player layout): a header with the reports' GMT
 * offset, a live clock, the nickname and logout; the left menu (a drawer on phones); the page,
 * under the `notice` every page shows (the contract offers waiting for an answer).
 */
export function AgentLayout({ notice }: { notice?: ReactNode }) {
  const { t } = useAgentT();
  const { member } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const visibility = usePageVisibility();
  const menuId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);

  // A page change closes the drawer.
  useEffect(() => setDrawerOpen(false), [pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const name = member?.nickname || member?.account || '';

  return (
    <div className={styles.frame}>
      <a href="#agent-main" className={styles.skip}>
        {t('centre.skip')}
      </a>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={drawerOpen}
          aria-controls={menuId}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <span aria-hidden="true" className={styles.burger} />
          <span>{t('centre.menuButton')}</span>
        </button>
        <p className={styles.brand}>{t('centre.title')}</p>
        <AgentClock />
        <div className={styles.account}>
          <LanguagePicker />
          <span className={styles.nickname} title={name}>
            {name}
          </span>
          <button type="button" className={styles.logout} onClick={() => setConfirmLogout(true)}>
            {t('centre.logout')}
          </button>
        </div>
      </header>
      <div className={styles.body}>
        {drawerOpen ? <div className={styles.backdrop} aria-hidden="true" onClick={() => setDrawerOpen(false)} /> : null}
        <AgentMenu id={menuId} visibility={visibility} drawerOpen={drawerOpen} onNavigate={() => setDrawerOpen(false)} />
        <main id="agent-main" tabIndex={-1} className={styles.main}>
          {notice}
          <Outlet />
        </main>
      </div>
      <LogoutDialog open={confirmLogout} onClose={() => setConfirmLogout(false)} onDone={() => navigate('/agent', { replace: true })} />
    </div>
  );
}
