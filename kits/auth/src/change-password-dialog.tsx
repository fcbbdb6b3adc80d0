import { Dialog } from '@gp/ui-kit';
import { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form';
import { useAuthT } from './i18n';

export type ChangePasswordDialogProps = ChangePasswordFormProps & {
  open: boolean;
  /** A forced change cannot be skipped: the caller ends the session when it is closed. */
  onClose: () => void;
};

/** The password change in its dialog; a forced one does not close on a click beside it. */
export function ChangePasswordDialog({ open, onClose, ...form }: ChangePasswordDialogProps) {
  const { t } = useAuthT();
  return (
    <Dialog open={open} title={t('changePassword.title')} onClose={onClose} closeOnBackdrop={!form.forced}>
      <ChangePasswordForm {...form} />
    </Dialog>
  );
}
