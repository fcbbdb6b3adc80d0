import { TRIAL_TYPE } from 'shared';

/** Member type of an ordinary player account (docs/api-contract.md). */
export const MEMBER_TYPE = 0;

/** How the session was opened: the forced password change never follows an SMS or social login. */
export type SignInMethod = 'password' | 'sms' | 'social' | 'register' | 'trial';

export type AfterLoginInput = {
  method: SignInMethod;
  type: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** The password typed, for password logins and registrations. */
  password?: string;
  defaultWeakPassword: string;
  /** PWDEXPFORCECHANGE3. */
  expiryEnforced: boolean;
};

export type AfterLoginStep = 'refuse' | 'changePassword' | 'firstLogin' | 'done';

/** Member (0) and trial (4) accounts may use the member side; agents and others get member_no_enter. */
export function isMemberSideType(type: number): boolean {
  return type === MEMBER_TYPE || type === TRIAL_TYPE;
}

/** The after-login rules of SPEC §4, in order. */
export function afterLoginStep(input: AfterLoginInput): AfterLoginStep {
  if (!isMemberSideType(input.type)) return 'refuse';
  const byPassword = input.method === 'password' || input.method === 'register';
  const weak = input.password !== undefined && input.password === input.defaultWeakPassword;
  const expired = input.passwordExpired && input.expiryEnforced;
  if (byPassword && (weak || expired)) return 'changePassword';
  if (input.firstTimeLogin) return 'firstLogin';
  return 'done';
}
