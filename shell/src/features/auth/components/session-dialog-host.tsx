import { lazy, Suspense, useRef } from 'react';
import { useLocation, useNavigate } from '@gp/kernel';
import { useDialogActions, type ShellDialog, type ShellDialogNamed } from '../../../lib/dialogs';
import { findRoute } from '../../../lib/routing/route-rules';
import type { SignInOutcome } from '../hooks/use-complete-sign-in';
import { useLogout } from '../hooks/use-logout';
import type { VerifyRequest } from './password-login-form';

// Each dialog is its own chunk, loaded when first opened.
const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));
const RegisterDialog = lazy(() => import('./register-dialog').then((m) => ({ default: m.RegisterDialog })));
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })));
const ChangePasswordDialog = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));
const VerifyLoginDialog = lazy(() => import('./verify-login-dialog').then((m) => ({ default: m.VerifyLoginDialog })));
const ConfirmLogoutDialog = lazy(() => import('./confirm-logout-dialog').then((m) => ({ default: m.ConfirmLogoutDialog })));
const TrialDialog = lazy(() => import('./trial-dialog').then((m) => ({ default: m.TrialDialog })));

const HOME = '/index';

/** The verification asked for, with the password just typed (kept here, never in the dialog atom). */
function verifyRequestOf(dialog: ShellDialogNamed<'verifyLogin'>, password: string | undefined): VerifyRequest | null {
  if (password === undefined) return null;
  return { verifyToken: dialog.params.verifyToken, verifyMethods: [...dialog.params.verifyMethods], password };
}

export type SessionDialogHostProps = { dialog: ShellDialog };

/** Renders the open sign-in dialog and decides what follows it (loaded with the first one opened). */
export function SessionDialogHost({ dialog }: SessionDialogHostProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { open, close } = useDialogActions();
  const logout = useLogout();
  const route = findRoute(location.pathname);
  // The password just typed, for the extra verification or the forced change that follows the
  // login: in this host's memory only, gone when the sign-in dialogs close.
  const typedPassword = useRef<string | undefined>(undefined);

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
        typedPassword.current = outcome.knownOldPassword;
        open({ name: 'changePassword', params: { forced: true, firstTimeLogin: outcome.firstTimeLogin } });
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

  const verifyRequest = dialog.name === 'verifyLogin' ? verifyRequestOf(dialog, typedPassword.current) : null;

  return (
    <Suspense fallback={null}>
      {dialog.name === 'login' ? (
        <LoginDialog
          open
          onClose={closeRouteDialog}
          onSignedIn={(outcome) => signedIn(outcome, dialog.returnTo)}
          onNeedsVerification={({ password, verifyToken, verifyMethods }) => {
            typedPassword.current = password;
            open({ name: 'verifyLogin', ...(dialog.returnTo ? { returnTo: dialog.returnTo } : {}), params: { verifyToken, verifyMethods } });
          }}
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
          referralCode={dialog.params?.referralCode}
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
          forced={dialog.params.forced}
          knownOldPassword={dialog.params.forced ? typedPassword.current : undefined}
          onClose={() => {
            if (!dialog.params.forced) return close();
            // A forced change cannot be skipped: leaving it ends the session.
            void logout().then(() => {
              close();
              navigate(HOME);
            });
          }}
          onChanged={() => {
            typedPassword.current = undefined;
            if (dialog.params.firstTimeLogin) open({ name: 'firstLogin' });
            else close();
            navigate(HOME);
          }}
        />
      ) : null}
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
