import { Button, Dialog, useCommonT } from 'shared';
import { useSessionT } from '../i18n';
import styles from './session-dialogs.module.css';

/** The info dialog for trial accounts: in_need_true_account (SPEC §5, §8). */
export function TrialDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useSessionT();
  const { t: tc } = useCommonT();
  return (
    <Dialog open={open} title={t('trial.title')} onClose={onClose}>
      <p className={styles.text}>{tc('error.inNeedTrueAccount')}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onClose}>
          {tc('ui.close')}
        </Button>
      </div>
    </Dialog>
  );
}
