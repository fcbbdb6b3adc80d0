import { gmtOffset } from '../../../lib/site-time';
import { useClock } from '../hooks/use-clock';
import { useAgentT } from '../../../lib/i18n';
import styles from './agent-layout.module.css';

/** The reports' GMT offset and the site's time, ticking every second (its own component: only it re-renders). */
export function AgentClock() {
  const { t } = useAgentT();
  const now = useClock();
  return (
    <p className={styles.clock}>
      <span className={styles.offset}>{t('centre.timeZone', { offset: gmtOffset(now) })}</span>
      <time dateTime={now.toISO() ?? undefined} className={styles.time}>
        {now.toFormat('yyyy-MM-dd HH:mm:ss')}
      </time>
    </p>
  );
}
