import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Spinner, useCommonT, useEvent, useLocation, useNavigate, useSession, useAtom } from 'shared';
import { useDialogActions, useOpenDialog, type ShellDialog, type ShellDialogName } from '../../../lib/dialogs';
import { findRoute } from '../../../lib/routing/route-rules';
import type { PopupExecution } from '../api/popups';
import {
  acceptDisclaimer,
  arePopupsClosed,
  closePopups,
  isDisclaimerAccepted,
  popupAudience,
  sessionNoticesAtom,
} from '../atoms/session-notices';
import { useSessionBootstrap } from '../hooks/use-session-bootstrap';
import { stringParam } from '../utils/dialog-params';

// The dialogs (through their host) and the status pages load when first needed, keeping them out of the first page's JS.
const SessionDialogHost = lazy(() => import('./session-dialog-host').then((m) => ({ default: m.SessionDialogHost })));
// The notices show on a first visit: straight from here, without the sign-in dialogs' host.
const DisclaimerDialog = lazy(() => import('./disclaimer-dialog').then((m) => ({ default: m.DisclaimerDialog })));
const AnnouncementDialog = lazy(() => import('./announcement-dialog').then((m) => ({ default: m.AnnouncementDialog })));
const systemPages = () => import('./system-pages');
const MaintenancePage = lazy(() => systemPages().then((m) => ({ default: m.MaintenancePage })));
const RegionBlockedPage = lazy(() => systemPages().then((m) => ({ default: m.RegionBlockedPage })));
const StartupFailedPage = lazy(() => systemPages().then((m) => ({ default: m.StartupFailedPage })));

function FullPageSpinner() {
  const { t } = useCommonT();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spinner label={t('ui.loading')} />
    </div>
  );
}

/**
 * Start-up (SPEC §4): renders the app only once the system status is normal and the session is
 * known; otherwise the maintenance, region-blocked or start-up failure page.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const bootstrap = useSessionBootstrap();
  if (bootstrap.phase === 'loading') return <FullPageSpinner />;
  if (bootstrap.phase === 'ready') return children;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {bootstrap.phase === 'maintenance' ? <MaintenancePage status={bootstrap.status} /> : null}
      {bootstrap.phase === 'blocked' ? <RegionBlockedPage status={bootstrap.status} /> : null}
      {bootstrap.phase === 'error' ? <StartupFailedPage error={bootstrap.error} onRetry={bootstrap.retry} /> : null}
    </Suspense>
  );
}

type ReturnState = { returnTo?: string } | null;

/** The dialogs this feature renders; the shell's other dialogs belong to other features. */
const SESSION_DIALOGS: ReadonlySet<ShellDialogName> = new Set<ShellDialogName>([
  'login',
  'register',
  'forgotPassword',
  'changePassword',
  'verifyLogin',
  'firstLogin',
  'trial',
  'logout',
]);

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
  const { open, close } = useDialogActions();
  const audience = popupAudience(isLoggedIn);

  useEffect(() => {
    if (pathname !== HOME) {
      if (dialog?.name === 'announcement') {
        const left = stringParam(dialog, 'audience');
        setNotices((prev) => ({ ...prev, triedAudiences: prev.triedAudiences.filter((tried) => tried !== left) }));
      }
      if (dialog?.name === 'disclaimer' || dialog?.name === 'announcement') close();
      return;
    }
    if (dialog) return;
    if (!isDisclaimerAccepted()) {
      if (!notices.disclaimerPostponed) open({ name: 'disclaimer' });
      return;
    }
    if (arePopupsClosed(audience) || notices.triedAudiences.includes(audience)) return;
    setNotices((prev) => ({ ...prev, triedAudiences: [...prev.triedAudiences, audience] }));
    const execution: PopupExecution = isLoggedIn ? 'A' : 'B';
    open({ name: 'announcement', params: { audience, execution } });
  }, [dialog, pathname, audience, isLoggedIn, notices, setNotices, open, close]);

  return {
    postponeDisclaimer: () => setNotices((prev) => ({ ...prev, disclaimerPostponed: true })),
  };
}

/** Every dialog the session owns, the routes that open them, and the bus events that ask for them. */
export function SessionDialogs() {
  const location = useLocation();
  const navigate = useNavigate();
  const dialog = useOpenDialog();
  const { open, close } = useDialogActions();
  const route = findRoute(location.pathname);
  const returnTo = (location.state as ReturnState)?.returnTo;
  const referralCode = route?.dialog === 'register' ? new URLSearchParams(location.search).get('referralCode') : null;
  const notices = useSessionNotices(dialog, location.pathname);

  // /login and /register are the home view with their dialog open (SPEC §2).
  useEffect(() => {
    if (route?.dialog === 'login') open({ name: 'login', ...(returnTo ? { returnTo } : {}) });
    else if (route?.dialog === 'register') open({ name: 'register', ...(referralCode ? { params: { referralCode } } : {}) });
  }, [route?.dialog, returnTo, referralCode, open]);

  // A token handed over in the URL is in session storage by now; it must not stay in history or referrers.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('token')) return;
    params.delete('token');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: location.state });
  }, [location, navigate]);

  useEvent('login-required', ({ returnTo: target }) => {
    navigate('/login', { state: { returnTo: target ?? `${location.pathname}${location.search}` } });
  });
  useEvent('trial-blocked', () => open({ name: 'trial' }));

  return (
    <Suspense fallback={null}>
      {dialog && SESSION_DIALOGS.has(dialog.name) ? <SessionDialogHost dialog={dialog} /> : null}
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
          key={stringParam(dialog, 'audience')}
          open
          execution={(stringParam(dialog, 'execution') as PopupExecution | undefined) ?? 'B'}
          onDone={() => {
            const audience = stringParam(dialog, 'audience');
            if (audience) closePopups(audience);
            close();
          }}
          onFailed={close}
        />
      ) : null}
    </Suspense>
  );
}
