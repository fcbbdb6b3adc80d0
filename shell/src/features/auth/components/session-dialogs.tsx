import { lazy, Suspense, useEffect } from 'react';
import { useEvent, useLocation, useNavigate } from 'shared';
import { useDialogActions, useOpenDialog, type ShellDialogName } from '../../../lib/dialogs';
import { findRoute } from '../../../lib/routing/route-rules';

// The dialogs (through their host) load when first needed, keeping them out of the first page's JS.
const SessionDialogHost = lazy(() => import('./session-dialog-host').then((m) => ({ default: m.SessionDialogHost })));

type ReturnState = { returnTo?: string } | null;

/** The dialogs this feature renders; the shell's other dialogs belong to other features. */
const SESSION_DIALOGS: ReadonlySet<ShellDialogName> = new Set<ShellDialogName>([
  'login',
  'register',
  'forgotPassword',
  'changePassword',
  'verifyLogin',
  'trial',
  'logout',
]);

/** Every sign-in dialog, the routes that open them, and the bus events that ask for them. */
export function SessionDialogs() {
  const location = useLocation();
  const navigate = useNavigate();
  const dialog = useOpenDialog();
  const { open } = useDialogActions();
  const route = findRoute(location.pathname);
  const returnTo = (location.state as ReturnState)?.returnTo;
  const referralCode = route?.dialog === 'register' ? new URLSearchParams(location.search).get('referralCode') : null;

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

  return <Suspense fallback={null}>{dialog && SESSION_DIALOGS.has(dialog.name) ? <SessionDialogHost dialog={dialog} /> : null}</Suspense>;
}
