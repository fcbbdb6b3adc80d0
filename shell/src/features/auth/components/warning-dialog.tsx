import { Button, Dialog } from '@gp/ui-kit';
import { useSessionT } from '../i18n';
import styles from './session-dialogs.module.css';

export type WarningDialogProps = { message: string | null; title?: string; onClose: () => void };

/** A warning over the current dialog (failed SMS send: the server's message, SPEC §8). */
export function WarningDialog({ message, title, onClose }: WarningDialogProps) {
  const { t } = useSessionT();
  return (
    <Dialog open={message !== null} title={title ?? t('warning.title')} onClose={onClose} size="sm">
      <p role="alert" className={styles.text}>
        {message}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onClose}>
          {t('warning.ok')}
        </Button>
      </div>
    </Dialog>
  );
}
