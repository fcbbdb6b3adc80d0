import { useAgentT } from '../../../lib/i18n';
import type { Breadcrumb } from '../api/downlines';
import styles from './team-management.module.css';

/**
 * Where the list is in the team: the signed-in agent first, then each level down to the parent
 * shown (the last, current). Each earlier level goes back up to it.
 */
export function TeamBreadcrumb({ breadcrumb, onGo }: { breadcrumb: Breadcrumb; onGo: (account: string | undefined) => void }) {
  const { t } = useAgentT();
  return (
    <nav aria-label={t('team.path')}>
      <ol className={styles.crumbs}>
        {breadcrumb.map((crumb, index) => {
          const last = index === breadcrumb.length - 1;
          const label = index === 0 ? t('team.myTeam') : crumb.account;
          return (
            <li key={crumb.account}>
              {last ? (
                <span aria-current="page">{label}</span>
              ) : (
                <button type="button" className={styles.crumb} onClick={() => onGo(index === 0 ? undefined : crumb.account)}>
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
