import { useCallback, useMemo, useRef } from 'react';
import { AuthProviderError, e164, readFirebaseConfig, sendPhoneCode, type PhoneCodeSession, type PhoneProof } from '@gp/auth-kit';
import { FEATURE_MODULES, useFeature } from '@gp/kernel';
import type { SmsSent } from '../api/sms';

/** The social-provider SMS route waits 1 minute before a resend (SPEC §4). */
export const PROVIDER_RESEND_MINUTES = 1;

export type ProviderPhone = {
  /** Registration verifies the phone through the provider (runtime config `firebase.phoneVerification`). */
  on: boolean;
  /** The invisible reCAPTCHA's element: render it (empty) in the form. */
  recaptchaRef: React.RefObject<HTMLDivElement | null>;
  send: (mobileNum: string, countryDialingCode: string) => Promise<SmsSent>;
  /** The firebase fields of the registration body, once the typed code is confirmed (kept for a second submit). */
  confirm: (code: string) => Promise<PhoneProof>;
};

/**
 * Phone verification through Firebase for registration (SPEC §4 "external authentication
 * provider", §7 "firebase fields"), when the server asks for a verified phone (REGMOBVERF3) and
 * the operator routes it to the provider.
 */
export function useProviderPhone(): ProviderPhone {
  const smsVerification = useFeature(FEATURE_MODULES.REGMOBVERF3);
  const config = useMemo(readFirebaseConfig, []);
  const recaptchaRef = useRef<HTMLDivElement | null>(null);
  const session = useRef<PhoneCodeSession | null>(null);
  const proof = useRef<{ code: string; session: PhoneCodeSession; proof: PhoneProof } | null>(null);

  const send = useCallback(
    async (mobileNum: string, countryDialingCode: string): Promise<SmsSent> => {
      if (!config || !recaptchaRef.current) throw new AuthProviderError('auth/operation-not-allowed');
      session.current = await sendPhoneCode(config, e164(countryDialingCode, mobileNum), recaptchaRef.current);
      proof.current = null;
      return { expiredMinutes: PROVIDER_RESEND_MINUTES };
    },
    [config],
  );

  const confirm = useCallback(async (code: string): Promise<PhoneProof> => {
    const current = session.current;
    // No code sent in this form (or it was replaced): the player has to send one.
    if (!current) throw new AuthProviderError('auth/code-expired');
    const trimmed = code.trim();
    if (proof.current?.session === current && proof.current.code === trimmed) return proof.current.proof;
    const confirmed = await current.confirm(trimmed);
    proof.current = { code: trimmed, session: current, proof: confirmed };
    return confirmed;
  }, []);

  return { on: Boolean(config?.phoneVerification && smsVerification), recaptchaRef, send, confirm };
}
