import { sessionKindOf } from '@gp/kernel';

/** Member type of an ordinary player account (docs/api-contract.md). */
export const MEMBER_TYPE = 0;

/** How the session was opened: the forced password change never follows an SMS or social login. */
export type SignInMethod = 'password' | 'sms' | 'social' | 'register' | 'trial';

/** Where the account signs in: the member side (shell) or the agent centre (/agent). */
export type SignInSide = 'member' | 'agent';

export type AfterLoginInput = {
  /** Defaults to the member side. */
  side?: SignInSide;
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
  return type === MEMBER_TYPE || sessionKindOf({ type }, 'token') === 'trial';
}

/** Whether an account of this type may sign in on that side (SPEC §6: member_no_enter, error_not_agent). */
export function mayEnterSide(side: SignInSide, type: number): boolean {
  return side === 'agent' ? sessionKindOf({ type }, 'token') === 'agent' : isMemberSideType(type);
}

/**
 * The after-login rules of SPEC §4, in order: refuse an account of the other side, force a
 * password change after a password sign-in with the default weak password or an expired one
 * (while expiry is enforced), run the first-login action, else done.
 */
export function afterLoginStep(input: AfterLoginInput): AfterLoginStep {
  if (!mayEnterSide(input.side ?? 'member', input.type)) return 'refuse';
  const byPassword = input.method === 'password' || input.method === 'register';
  const weak = input.password !== undefined && input.password === input.defaultWeakPassword;
  const expired = input.passwordExpired && input.expiryEnforced;
  if (byPassword && (weak || expired)) return 'changePassword';
  if (input.firstTimeLogin) return 'firstLogin';
  return 'done';
}
