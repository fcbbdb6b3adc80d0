import { useEffect, useEffectEvent, useState } from 'react';
import { Dialog, useLanguage } from 'shared';
import { fetchPopups, type Popup, type PopupExecution } from '../api/popups';
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
export function AnnouncementDialog({ open, execution, onDone, onFailed }: AnnouncementDialogProps) {
  const { t } = useNoticesT();
  const language = useLanguage();
  const [popups, setPopups] = useState<Popup[] | null>(null);
  const loaded = useEffectEvent((list: Popup[]) => (list.length === 0 ? onDone() : setPopups(list)));
  const failed = useEffectEvent(() => onFailed());

  useEffect(() => {
    let cancelled = false;
    fetchPopups(execution, language).then(
      (list) => !cancelled && loaded(list),
      () => !cancelled && failed(),
    );
    return () => {
      cancelled = true;
    };
  }, [execution, language]);

  if (!popups) return null;
  return (
    <Dialog open={open} title={t('announcement.label')} onClose={onDone}>
      <PopupPager popups={popups} onDone={onDone} />
    </Dialog>
  );
}
