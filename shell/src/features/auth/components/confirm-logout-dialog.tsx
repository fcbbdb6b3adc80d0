import { useState } from 'react';
import { Button, Dialog } from '@gp/ui-kit';
import { useCommonT } from '@gp/kernel';
import { useSessionT } from '../i18n';
import styles from './session-dialogs.module.css';

/** Logout only after the user confirms (SPEC §4). */
export function ConfirmLogoutDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: () => Promise<void> }) {
  const { t } = useSessionT();
  const { t: tc } = useCommonT();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} title={t('logout.title')} onClose={onClose}>
      <p className={styles.text}>{t('logout.confirm')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {tc('ui.cancel')}
        </Button>
        <Button
          variant="primary"
          loading={busy}
          onClick={() => {
            setBusy(true);
            onConfirm().finally(() => setBusy(false));
          }}
        >
          {t('logout.submit')}
        </Button>
      </div>
    </Dialog>
  );
}
