import { useState } from 'react';
import { Button, Dialog } from '@gp/ui-kit';
import { logout } from '@gp/auth-kit';
import { signOutAtom, useCommonT } from '@gp/kernel';
import { useSetAtom } from 'jotai';
import { useAgentT } from '../../../lib/i18n';
import styles from './agent-layout.module.css';

/**
 * Logout only after the agent confirms (SPEC §4): the logout call, then the session is cleared
 * whatever the server said; the route guard then sends the agent to /agent.
 */
export function LogoutDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useAgentT();
  const { t: tc } = useCommonT();
  const signOut = useSetAtom(signOutAtom);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await logout();
    } catch {
      // The session ends on this device even when the server cannot be reached.
    } finally {
      signOut();
      setBusy(false);
      onDone();
    }
  }

  return (
    <Dialog open={open} title={t('centre.logoutTitle')} onClose={onClose} size="sm">
      <p className={styles.dialogText}>{t('centre.logoutConfirm')}</p>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose}>
          {tc('ui.cancel')}
        </Button>
        <Button variant="primary" loading={busy} onClick={() => void confirm()}>
          {t('centre.logout')}
        </Button>
      </div>
    </Dialog>
  );
}
