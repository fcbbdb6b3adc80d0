import { useId, useState } from 'react';
import { Button, Dialog, ErrorState, SafeHtml, Spinner } from '@gp/ui-kit';
import { formatDateTime } from '@gp/ui-kit/format-date';
import { getRuntimeConfig, type Language, useCommonT, useLanguage } from '@gp/kernel';
import { QueryProvider } from '@gp/kernel/query';
import { NOTICES_PAGE_SIZE } from '../../../lib/content/announcements';
import { type NoticeTab, useNotices } from '../api/notices';
import { useDialogT } from './i18n';
import styles from './dialogs.module.css';

/** The dialog's tabs, each named by `notices.<tab>` in the catalogue. */
const NOTICE_TABS = ['player', 'promotion'] as const satisfies readonly NoticeTab[];

export type { NoticeTab } from '../api/notices';

/** A notice's time in the site's time zone (as the member and agent centres show times), its GMT offset named, through the UI kit's one date formatter. */
function formatTime(iso: string, language: Language): string {
  return Number.isNaN(new Date(iso).getTime()) ? '' : formatDateTime(iso, { language, zone: getRuntimeConfig().siteTimeZone, showZone: true });
}

/** The notice list (SPEC §2 modal dialogs): announcements and promotions, 9 per page, HTML sanitized. */
export function NoticesDialog(props: { initialTab?: NoticeTab; onClose: () => void }) {
  return (
    <QueryProvider>
      <Notices {...props} />
    </QueryProvider>
  );
}

function Notices({ initialTab = 'player', onClose }: { initialTab?: NoticeTab; onClose: () => void }) {
  const { t } = useDialogT();
  const { t: tc } = useCommonT();
  const language = useLanguage();
  const baseId = useId();
  const [tab, setTab] = useState<NoticeTab>(initialTab);
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const state = useNotices(tab, pageNo, language);

  const totalPages = state.data ? Math.max(1, Math.ceil(state.data.total / NOTICES_PAGE_SIZE)) : 1;
  const choose = (next: NoticeTab) => {
    setTab(next);
    setPageNo(1);
    setOpenId(null);
  };
  const goTo = (next: number) => {
    setPageNo(next);
    setOpenId(null);
  };

  return (
    <Dialog open title={t('notices.title')} onClose={onClose} size="lg">
      <div role="tablist" aria-label={t('notices.tabs')} className={styles.tabs}>
        {NOTICE_TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${baseId}-${id}`}
            aria-selected={tab === id}
            aria-controls={`${baseId}-panel`}
            className={styles.tab}
            onClick={() => choose(id)}
          >
            {t(id === 'player' ? 'notices.player' : 'notices.promotion')}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-${tab}`}
        aria-busy={state.isPlaceholderData}
        className={styles.panel}
      >
        {state.isFetching && !state.data ? <Spinner centered /> : null}
        {state.isError && !state.isFetching ? <ErrorState error={state.error} onRetry={() => void state.refetch()} /> : null}
        {state.data && state.data.items.length === 0 ? <p className={styles.muted}>{t('notices.empty')}</p> : null}
        {state.data && state.data.items.length > 0 ? (
          <ul className={styles.notices}>
            {state.data.items.map((notice) => {
              const open = openId === notice.id;
              const contentId = `${baseId}-notice-${notice.id}`;
              return (
                <li key={notice.id} className={styles.notice}>
                  <button
                    type="button"
                    className={styles.noticeHead}
                    aria-expanded={open}
                    aria-controls={contentId}
                    onClick={() => setOpenId(open ? null : notice.id)}
                  >
                    <span className={styles.noticeTitle}>{notice.title}</span>
                    <time className={styles.noticeTime} dateTime={notice.time}>
                      {formatTime(notice.time, language)}
                    </time>
                  </button>
                  <div id={contentId}>{open ? <SafeHtml html={notice.content} className={`${styles.html} ${styles.noticeBody}`} /> : null}</div>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      {state.data && totalPages > 1 ? (
        <nav aria-label={t('notices.pages')} className={styles.pager}>
          <Button variant="ghost" size="sm" disabled={pageNo <= 1} onClick={() => goTo(pageNo - 1)}>
            {tc('ui.previous')}
          </Button>
          <span aria-live="polite">{tc('ui.pageOf', { page: pageNo, total: totalPages })}</span>
          <Button variant="ghost" size="sm" disabled={pageNo >= totalPages} onClick={() => goTo(pageNo + 1)}>
            {tc('ui.next')}
          </Button>
        </nav>
      ) : null}
    </Dialog>
  );
}
