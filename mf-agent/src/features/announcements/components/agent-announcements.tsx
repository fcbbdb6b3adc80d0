import { useId, useState } from 'react';
import { SafeHtml } from '@gp/ui-kit';
import { formatSiteTime, Pager, QueryView } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records-base.module.css';
import { useAgentT } from '../../../lib/i18n';
import { useAnnouncements } from '../api/get-announcements';
import styles from './agent-announcements.module.css';

/** agentAnnouncement: the agents' announcements, 9 a page, their HTML sanitized. */
export function AgentAnnouncements() {
  const { t, language } = useAgentT();
  const id = useId();
  const [page, setPage] = useState(1);
  const query = useAnnouncements(page, language);
  return (
    <section className={records.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={records.title}>
        {t('pages.agentAnnouncement')}
      </h1>
      <QueryView query={query} isEmpty={(data) => data.list.length === 0} empty={t('announcements.none')}>
        {(data) => (
          <>
            <ul className={styles.list}>
              {data.list.map((notice) => (
                <li key={notice.id}>
                  <article className={styles.notice} aria-labelledby={`${id}-${notice.id}`}>
                    <h2 id={`${id}-${notice.id}`} className={styles.title}>
                      {notice.title}
                    </h2>
                    {notice.time ? <p className={styles.time}>{formatSiteTime(notice.time)}</p> : null}
                    <SafeHtml html={notice.content} className={styles.content} />
                  </article>
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} busy={query.isPlaceholderData} />
          </>
        )}
      </QueryView>
    </section>
  );
}
