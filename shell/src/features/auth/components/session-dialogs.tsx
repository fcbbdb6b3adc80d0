import { lazy, Suspense, useEffect, useEffectEvent, useRef } from 'react';
import { sharedStore, signOutAtom, tokenAtom, useEvent, useLocation, useNavigate } from '@gp/kernel';
import { useSetAtom } from 'jotai';
import { useDialogActions, useOpenDialog, type ShellDialogName } from '../../../lib/dialogs';
import { findRoute } from '../../../lib/routing/route-rules';
import { takeSessionEndedAtStartup } from '../../../lib/session/member-info';

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

/**
 * The dialogs in which the player is already signing in: an expired session (a 401) does not
 * replace them with the login dialog, which would lose what was typed (issue 14, hole 4). The
 * login follows only if such a dialog closes without a sign-in.
 */
const SIGNING_IN_DIALOGS: ReadonlySet<ShellDialogName> = new Set<ShellDialogName>(['login', 'register', 'forgotPassword', 'verifyLogin']);

/** Every sign-in dialog, the routes that open them, and the bus events that ask for them. */
export function SessionDialogs() {
  const location = useLocation();
  const navigate = useNavigate();
  const dialog = useOpenDialog();
  const { open } = useDialogActions();
  const signOut = useSetAtom(signOutAtom);
  const route = findRoute(location.pathname);
  const returnTo = (location.state as ReturnState)?.returnTo;
  const referralCode = route?.dialog === 'register' ? new URLSearchParams(location.search).get('referralCode') : null;

  // /login and /register are the home view with their dialog open (SPEC §2).
  useEffect(() => {
    if (route?.dialog === 'login') open({ name: 'login', ...(returnTo ? { returnTo } : {}) });
    else if (route?.dialog === 'register') open({ name: 'register', ...(referralCode ? { params: { referralCode } } : {}) });
  }, [route?.dialog, returnTo, referralCode, open]);

  const askLogin = (target: string | undefined) => {
    const here = route?.dialog ? undefined : `${location.pathname}${location.search}`;
    const returnTarget = target ?? here;
    navigate('/login', returnTarget ? { state: { returnTo: returnTarget } } : undefined);
  };

  // An expiry seen while a sign-in dialog was open: the login waits until that dialog closes.
  const deferredLogin = useRef<{ returnTo?: string } | null>(null);
  useEvent('login-required', ({ reason, returnTo: target }) => {
    // Only a 401 ends a session (issue 14): the API client reports one for the current token only.
    if (reason === 'expired' && sharedStore.get(tokenAtom) !== null) signOut();
    if (reason === 'expired' && dialog && SIGNING_IN_DIALOGS.has(dialog.name)) {
      // Already in the login dialog: nothing to ask later.
      if (dialog.name !== 'login') deferredLogin.current = target ? { returnTo: target } : {};
      return;
    }
    askLogin(target);
  });
  // A 401 at start-up ended the session before these dialogs listened: ask for the login now.
  const loginAfterStartup = useEffectEvent(() => {
    if (takeSessionEndedAtStartup() && !route?.dialog) askLogin(undefined);
  });
  useEffect(() => loginAfterStartup(), []);
  useEvent('session-changed', () => {
    deferredLogin.current = null;
  });
  const signingIn = dialog !== null && SIGNING_IN_DIALOGS.has(dialog.name);
  // Reads the location at the moment the sign-in dialog closed.
  const loginIfDeferred = useEffectEvent(() => {
    if (!deferredLogin.current) return;
    const { returnTo: target } = deferredLogin.current;
    deferredLogin.current = null;
    askLogin(target);
  });
  useEffect(() => {
    if (!signingIn) loginIfDeferred();
  }, [signingIn]);
  useEvent('trial-blocked', () => open({ name: 'trial' }));

  return <Suspense fallback={null}>{dialog && SESSION_DIALOGS.has(dialog.name) ? <SessionDialogHost dialog={dialog} /> : null}</Suspense>;
}
