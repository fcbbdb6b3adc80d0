import { useEffect, useEffectEvent } from 'react';
import { Dialog } from '@gp/ui-kit';
import { useLanguage } from '@gp/kernel';
import { QueryProvider } from '@gp/kernel/query';
import { type PopupExecution, usePopups } from '../api/popups';
import { useNoticesT } from '../i18n';
import { PopupPager } from './popup-pager';

export type AnnouncementDialogProps = {
  open: boolean;
  execution: PopupExecution;
  /** Closed by the user (or nothing to show): not shown again this session. */
  onDone: () => void;
  /** The pop-ups could not be loaded: they are tried again on the next visit. */
  onFailed: () => void;
};

/** Pop-up announcements of one audience (SPEC §3, §4); nothing shows until they have loaded. */
export function AnnouncementDialog(props: AnnouncementDialogProps) {
  return (
    <QueryProvider>
      <Announcement {...props} />
    </QueryProvider>
  );
}

function Announcement({ open, execution, onDone, onFailed }: AnnouncementDialogProps) {
  const { t } = useNoticesT();
  const language = useLanguage();
  const popups = usePopups(execution, language);
  const empty = popups.data?.length === 0;
  const done = useEffectEvent(() => onDone());
  const failed = useEffectEvent(() => onFailed());

  useEffect(() => {
    if (empty) done();
  }, [empty]);
  useEffect(() => {
    if (popups.isError) failed();
  }, [popups.isError]);

  if (!popups.data || popups.data.length === 0) return null;
  return (
    <Dialog open={open} title={t('announcement.label')} onClose={onDone}>
      <PopupPager popups={popups.data} onDone={onDone} />
    </Dialog>
  );
}
