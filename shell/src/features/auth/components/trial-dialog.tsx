import { Button, Dialog } from '@gp/ui-kit';
import { useCommonT } from '@gp/kernel';
import { useSessionT } from '../i18n';
import styles from './session-dialogs.module.css';

export type TrialDialogProps = { open: boolean; onClose: () => void; onRegister: () => void };

/** The info dialog for trial accounts: in_need_true_account (SPEC §5, §8), with the way to a real one. */
export function TrialDialog({ open, onClose, onRegister }: TrialDialogProps) {
  const { t } = useSessionT();
  const { t: tc } = useCommonT();
  return (
    <Dialog open={open} title={t('trial.title')} onClose={onClose}>
      <p className={styles.text}>{tc('error.inNeedTrueAccount')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {tc('ui.close')}
        </Button>
        <Button variant="primary" onClick={onRegister}>
          {t('trial.register')}
        </Button>
      </div>
    </Dialog>
  );
}
