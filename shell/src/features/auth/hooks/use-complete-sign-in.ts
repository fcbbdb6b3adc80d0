import { afterLoginStep, type SignInMethod, MemberNoEnterError, type LoginResult } from '@gp/auth-kit';
import { useCallback } from 'react';
import { FEATURE_MODULES, featuresAtom, fetchMemberInfo, getRuntimeConfig, isFeatureEnabled, signInAtom } from '@gp/kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { endSession } from '../api/login-methods';
import { acceptDisclaimer } from '../../../lib/session-notices';
import { applyMemberInfo } from '../../../lib/session/member-info';

export type SignInOutcome =
  | { step: 'changePassword'; knownOldPassword?: string; firstTimeLogin: boolean }
  | { step: 'firstLogin' }
  | { step: 'done' };

export type CompleteSignIn = (result: LoginResult, options: { method: SignInMethod; password?: string }) => Promise<SignInOutcome>;

/**
 * The after-login rules of SPEC §4 for every way in (password, SMS, social, registration, free
 * play): refuse non-members, keep the token, then the forced password change, the first-login
 * action, or member info and done.
 */
export function useCompleteSignIn(): CompleteSignIn {
  const signIn = useSetAtom(signInAtom);
  const features = useAtomValue(featuresAtom);

  return useCallback(
    async (result, { method, password }) => {
      const step = afterLoginStep({
        method,
        type: result.type,
        firstTimeLogin: result.firstTimeLogin,
        passwordExpired: result.passwordExpired,
        password,
        defaultWeakPassword: getRuntimeConfig().defaultWeakPassword,
        expiryEnforced: isFeatureEnabled(features, FEATURE_MODULES.PWDEXPFORCECHANGE3),
      });
      if (step === 'refuse') {
        // The server opened a session this side will not use: close it.
        endSession(result.token).catch(() => undefined);
        throw new MemberNoEnterError();
      }
      signIn({ token: result.token, member: result });
      // Every way in carries the 21+ terms box, which is the disclaimer's age confirmation.
      acceptDisclaimer();
      if (step === 'changePassword') return { step, knownOldPassword: password, firstTimeLogin: result.firstTimeLogin };
      // The login result already carried the member info: when the fresh copy fails, that one
      // stays on show, marked stale with a retry (only a 401 ends the session).
      const memberInfo = await applyMemberInfo(fetchMemberInfo());
      // A 401 to the new token: the server did not keep the session it just opened. The player is
      // a guest again and the sign-in form says why, with what was typed kept.
      if (memberInfo.status === 'ended') throw memberInfo.error;
      return { step };
    },
    [features, signIn],
  );
}
