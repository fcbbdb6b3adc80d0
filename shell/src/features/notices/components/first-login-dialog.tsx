import { Button, Dialog, SafeHtml } from '@gp/ui-kit';
import { useLanguage, useSession } from '@gp/kernel';
import { QueryProvider } from '@gp/kernel/query';
import { usePopups } from '../api/popups';
import { useNoticesT } from '../i18n';
import styles from './notices.module.css';

export type FirstLoginDialogProps = {
  open: boolean;
  onClose: () => void;
  onMemberCentre: () => void;
};

/** The first-login action (SPEC §4): a welcome with the first-login pop-ups (execution F). */
export function FirstLoginDialog(props: FirstLoginDialogProps) {
  return (
    <QueryProvider>
      <FirstLogin {...props} />
    </QueryProvider>
  );
}

function FirstLogin({ open, onClose, onMemberCentre }: FirstLoginDialogProps) {
  const { t } = useNoticesT();
  const language = useLanguage();
  const { member } = useSession();
  // The welcome stands on its own while the pop-ups load or when they cannot be loaded.
  const popups = usePopups('F', language).data ?? [];

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
