import { Button, Dialog } from '@gp/ui-kit';
import { useNoticesT } from '../i18n';
import styles from './notices.module.css';

export type DisclaimerDialogProps = {
  open: boolean;
  onAccept: () => void;
  /** Closed without accepting: it shows again on the next visit. */
  onClose: () => void;
};

/** The first-visit disclaimer (SPEC §2, §4): shown until the visitor confirms being 21 or older. */
export function DisclaimerDialog({ open, onAccept, onClose }: DisclaimerDialogProps) {
  const { t } = useNoticesT();
  return (
    <Dialog open={open} title={t('disclaimer.title')} onClose={onClose} closeOnBackdrop={false} size="sm">
      <p className={styles.text}>{t('disclaimer.text')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => window.location.replace('about:blank')}>
          {t('disclaimer.leave')}
        </Button>
        <Button variant="primary" onClick={onAccept}>
          {t('disclaimer.accept')}
        </Button>
      </div>
    </Dialog>
  );
}
