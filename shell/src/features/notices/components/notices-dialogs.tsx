import { lazy, Suspense, useEffect } from 'react';
import { useAtom } from 'jotai';
import { useLocation, useNavigate, useSession } from '@gp/kernel';
import { useDialogActions, useOpenDialog, type ShellDialog } from '../../../lib/dialogs';
import {
  acceptDisclaimer,
  arePopupsClosed,
  closePopups,
  isDisclaimerAccepted,
  popupAudience,
  sessionNoticesAtom,
} from '../../../lib/session-notices';

// The notices show on a first visit: straight from here, without the sign-in dialogs' host.
const DisclaimerDialog = lazy(() => import('./disclaimer-dialog').then((m) => ({ default: m.DisclaimerDialog })));
const AnnouncementDialog = lazy(() => import('./announcement-dialog').then((m) => ({ default: m.AnnouncementDialog })));
const FirstLoginDialog = lazy(() => import('./first-login-dialog').then((m) => ({ default: m.FirstLoginDialog })));

const HOME = '/index';

/**
 * Once-per-session notices on the home page (SPEC §4): the disclaimer until accepted, then the
 * pop-ups of the audience (B guest, A signed in) until closed. Only on /index, and only when no
 * other dialog is open: /login and /register carry their own 21+ terms box. Leaving the page
 * (browser back) takes them away unanswered, to come back on the next visit of the home page.
 */
function useSessionNotices(dialog: ShellDialog | null, pathname: string) {
  const { isLoggedIn } = useSession();
  const [notices, setNotices] = useAtom(sessionNoticesAtom);
  const { open, closeNamed } = useDialogActions();
  const audience = popupAudience(isLoggedIn);

  useEffect(() => {
    if (pathname !== HOME) {
      if (dialog?.name === 'announcement') {
        const left = dialog.params.audience;
        setNotices((prev) => ({ ...prev, triedAudiences: prev.triedAudiences.filter((tried) => tried !== left) }));
      }
      if (dialog?.name === 'disclaimer' || dialog?.name === 'announcement') closeNamed(['disclaimer', 'announcement']);
      return;
    }
    if (dialog) return;
    if (!isDisclaimerAccepted()) {
      if (!notices.disclaimerPostponed) open({ name: 'disclaimer' });
      return;
    }
    if (arePopupsClosed(audience) || notices.triedAudiences.includes(audience)) return;
    setNotices((prev) => ({ ...prev, triedAudiences: [...prev.triedAudiences, audience] }));
    open({ name: 'announcement', params: { audience, execution: isLoggedIn ? 'A' : 'B' } });
  }, [dialog, pathname, audience, isLoggedIn, notices, setNotices, open, closeNamed]);

  return {
    postponeDisclaimer: () => setNotices((prev) => ({ ...prev, disclaimerPostponed: true })),
  };
}

/** The disclaimer, the pop-up announcements and the first-login welcome (SPEC §4). */
export function NoticesDialogs() {
  const location = useLocation();
  const navigate = useNavigate();
  const dialog = useOpenDialog();
  const { close } = useDialogActions();
  const notices = useSessionNotices(dialog, location.pathname);

  return (
    <Suspense fallback={null}>
      {dialog?.name === 'disclaimer' ? (
        <DisclaimerDialog
          open
          onAccept={() => {
            acceptDisclaimer();
            close();
          }}
          onClose={() => {
            notices.postponeDisclaimer();
            close();
          }}
        />
      ) : null}
      {dialog?.name === 'announcement' ? (
        <AnnouncementDialog
          key={dialog.params.audience}
          open
          execution={dialog.params.execution}
          onDone={() => {
            closePopups(dialog.params.audience);
            close();
          }}
          onFailed={close}
        />
      ) : null}
      {dialog?.name === 'firstLogin' ? (
        <FirstLoginDialog
          open
          onClose={close}
          onMemberCentre={() => {
            close();
            navigate('/member');
          }}
        />
      ) : null}
    </Suspense>
  );
}
