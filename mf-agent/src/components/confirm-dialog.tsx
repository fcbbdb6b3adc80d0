import type { ReactNode } from 'react';
import { Button, Dialog } from '@gp/ui-kit';
import { FormAlert } from '@gp/forms-kit';
import { useCommonT } from '@gp/kernel';
import styles from './records.module.css';

/**
 * A question before an action that cannot be taken back (accept, reject, terminate): the
 * message, Cancel and the action. A refusal shows inside the dialog; the dialog stays open.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useCommonT();
  return (
    <Dialog open title={title} onClose={onClose} size="sm">
      <div className={styles.dialogBody}>{children}</div>
      <FormAlert>{error ?? undefined}</FormAlert>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('ui.cancel')}
        </Button>
        <Button variant="primary" loading={busy} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
