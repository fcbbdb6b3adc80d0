import { Button, Dialog, useCommonT } from 'shared';
import { useShellT } from '../../../lib/i18n/translation';
import styles from './session-dialogs.module.css';

/** The info dialog for trial accounts: in_need_true_account (SPEC §5, §8). */
export function TrialDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useShellT();
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
