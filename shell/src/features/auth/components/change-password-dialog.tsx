import { commonT, useSession } from '@gp/kernel';
import { Dialog } from '@gp/ui-kit';
import { ChangePasswordDialog as PasswordDialog, useAuthT, type ChangePasswordDialogProps } from '@gp/auth-kit';
import styles from './session-dialogs.module.css';

export type { ChangePasswordDialogProps };

/** The member side's password change: shared/auth's dialog, refused to a trial account. */
export function ChangePasswordDialog(props: ChangePasswordDialogProps) {
  const { t } = useAuthT();
  const { isTrial } = useSession();
  if (isTrial) {
    return (
      <Dialog open={props.open} title={t('changePassword.title')} onClose={props.onClose}>
        <p className={styles.text}>{commonT('error.inNeedTrueAccount')}</p>
      </Dialog>
    );
  }
  return <PasswordDialog {...props} />;
}
