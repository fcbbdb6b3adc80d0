import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'shared';
import { useDialogActions, type ShellDialog } from '../../../lib/dialogs';
import { findRoute } from '../../../lib/routing/route-rules';
import type { VerifyMethod } from '../api/verify-login';
import type { SignInOutcome } from '../hooks/use-complete-sign-in';
import { useLogout } from '../hooks/use-logout';
import type { VerifyRequest } from './password-login-form';
import { stringParam } from '../utils/dialog-params';

// Each dialog is its own chunk, loaded when first opened.
const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));
const RegisterDialog = lazy(() => import('./register-dialog').then((m) => ({ default: m.RegisterDialog })));
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })));
const ChangePasswordDialog = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));
const VerifyLoginDialog = lazy(() => import('./verify-login-dialog').then((m) => ({ default: m.VerifyLoginDialog })));
const FirstLoginDialog = lazy(() => import('./first-login-dialog').then((m) => ({ default: m.FirstLoginDialog })));
const ConfirmLogoutDialog = lazy(() => import('./confirm-logout-dialog').then((m) => ({ default: m.ConfirmLogoutDialog })));
const TrialDialog = lazy(() => import('./trial-dialog').then((m) => ({ default: m.TrialDialog })));

const HOME = '/index';

function verifyRequestOf(dialog: ShellDialog): VerifyRequest | null {
  const verifyToken = stringParam(dialog, 'verifyToken');
  const password = stringParam(dialog, 'password');
  const methods = dialog.params?.verifyMethods;
  if (!verifyToken || password === undefined || !Array.isArray(methods)) return null;
  // Written by the login dialog from the parsed server answer: only known methods.
  const verifyMethods = methods.filter((m): m is VerifyMethod => typeof m === 'string');
  return verifyMethods.length > 0 ? { verifyToken, verifyMethods, password } : null;
}

export type SessionDialogHostProps = { dialog: ShellDialog };

/** Renders the open sign-in dialog and decides what follows it (loaded with the first one opened). */
export function SessionDialogHost({ dialog }: SessionDialogHostProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { open, close } = useDialogActions();
  const logout = useLogout();
  const route = findRoute(location.pathname);

  /** Leaves /login or /register (their dialog is done with) for the home page. */
  const leaveDialogRoute = () => {
    if (route?.dialog === 'login' || route?.dialog === 'register') navigate(HOME, { replace: true });
  };
  const closeRouteDialog = () => {
    close();
    leaveDialogRoute();
  };

  /** After any sign-in (SPEC §4): forced password change, first-login action, or straight on. */
  const signedIn = (outcome: SignInOutcome, target: string | undefined) => {
    switch (outcome.step) {
      case 'changePassword':
        open({
          name: 'changePassword',
          params: { forced: true, firstTimeLogin: outcome.firstTimeLogin, knownOldPassword: outcome.knownOldPassword },
        });
        leaveDialogRoute();
        return;
      case 'firstLogin':
        open({ name: 'firstLogin' });
        navigate(target ?? HOME, { replace: true });
        return;
      case 'done':
        close();
        navigate(target ?? HOME, { replace: true });
    }
  };

  const goTo = (path: string) => {
    close();
    navigate(path, { replace: route?.dialog === 'login' || route?.dialog === 'register' });
  };

  const verifyRequest = dialog.name === 'verifyLogin' ? verifyRequestOf(dialog) : null;

  return (
    <Suspense fallback={null}>
      {dialog.name === 'login' ? (
        <LoginDialog
          open
          onClose={closeRouteDialog}
          onSignedIn={(outcome) => signedIn(outcome, dialog.returnTo)}
          onNeedsVerification={(request) => open({ name: 'verifyLogin', returnTo: dialog.returnTo, params: request })}
          onForgotPassword={() => open({ name: 'forgotPassword' })}
          onRegister={() => goTo('/register')}
        />
      ) : null}
      {verifyRequest ? (
        <VerifyLoginDialog
          open
          request={verifyRequest}
          onClose={closeRouteDialog}
          onSignedIn={(outcome) => signedIn(outcome, dialog.returnTo)}
          onBackToLogin={() => open({ name: 'login', ...(dialog.returnTo ? { returnTo: dialog.returnTo } : {}) })}
        />
      ) : null}
      {dialog.name === 'register' ? (
        <RegisterDialog
          open
          referralCode={stringParam(dialog, 'referralCode')}
          onClose={closeRouteDialog}
          onSignedIn={(outcome) => signedIn(outcome, undefined)}
          onLogIn={() => goTo('/login')}
        />
      ) : null}
      {dialog.name === 'forgotPassword' ? (
        <ForgotPasswordDialog open onClose={closeRouteDialog} onLogIn={() => goTo('/login')} />
      ) : null}
      {dialog.name === 'changePassword' ? (
        <ChangePasswordDialog
          open
          forced={dialog.params?.forced === true}
          knownOldPassword={stringParam(dialog, 'knownOldPassword')}
          onClose={() => {
            if (dialog.params?.forced !== true) return close();
            // A forced change cannot be skipped: leaving it ends the session.
            void logout().then(() => {
              close();
              navigate(HOME);
            });
          }}
          onChanged={() => {
            if (dialog.params?.firstTimeLogin === true) open({ name: 'firstLogin' });
            else close();
            navigate(HOME);
          }}
        />
      ) : null}
      {dialog.name === 'firstLogin' ? <FirstLoginDialog open onClose={close} onMemberCentre={() => goTo('/member')} /> : null}
      {dialog.name === 'trial' ? <TrialDialog open onClose={close} onRegister={() => goTo('/register')} /> : null}
      {dialog.name === 'logout' ? (
        <ConfirmLogoutDialog
          open
          onClose={close}
          onConfirm={async () => {
            await logout();
            close();
            navigate(HOME);
          }}
        />
      ) : null}
    </Suspense>
  );
}
