import { useEffect, useState } from 'react';
import { Button, Dialog, SafeHtml, useLanguage, useSession } from 'shared';
import { fetchPopups, type Popup } from '../api/popups';
import { useNoticesT } from '../i18n';
import styles from './notices.module.css';

export type FirstLoginDialogProps = {
  open: boolean;
  onClose: () => void;
  onMemberCentre: () => void;
};

/** The first-login action (SPEC §4): a welcome with the first-login pop-ups (execution F). */
export function FirstLoginDialog({ open, onClose, onMemberCentre }: FirstLoginDialogProps) {
  const { t } = useNoticesT();
  const language = useLanguage();
  const { member } = useSession();
  const [popups, setPopups] = useState<Popup[]>([]);

  useEffect(() => {
    let cancelled = false;
    fetchPopups('F', language).then(
      (list) => !cancelled && setPopups(list),
      // The welcome stands on its own when the pop-ups cannot be loaded.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [language]);

  const name = member?.nickname || member?.userName || '';
  return (
    <Dialog open={open} title={t('firstLogin.title', { name })} onClose={onClose}>
      <p className={styles.text}>{t('firstLogin.text')}</p>
      {popups.length > 0 ? (
        <div className={styles.popupList}>
          {popups.map((popup) => (
            <section key={popup.id} aria-label={popup.title}>
              <h3>{popup.title}</h3>
              <SafeHtml html={popup.content} className={styles.popupBody} />
            </section>
          ))}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onMemberCentre}>
          {t('firstLogin.member')}
        </Button>
        <Button variant="primary" onClick={onClose}>
          {t('firstLogin.play')}
        </Button>
      </div>
    </Dialog>
  );
}
