import { type CommonKey, commonT, isApiError, translateError } from '@gp/kernel';
import { authT } from './i18n';

const PHONE_AUTH_CODES = new Set([
  'invalid-phone-number',
  'missing-phone-number',
  'too-many-requests',
  'unknown',
  'invalid-verification-code',
  'missing-verification-code',
  'captcha-check-failed',
  'quota-exceeded',
  'operation-not-allowed',
  'code-expired',
  'popup-closed-by-user',
]);

/** Provider failures SPEC §8 does not list, with the kit's own texts (`provider.*`). */
const PROVIDER_CODES = {
  'popup-blocked': 'provider.popupBlocked',
  'network-request-failed': 'provider.network',
  'account-exists-with-different-credential': 'provider.accountExists',
} as const;

type ProviderCode = keyof typeof PROVIDER_CODES;

const isProviderCode = (bare: string): bare is ProviderCode => Object.hasOwn(PROVIDER_CODES, bare);

/** SPEC §8 phone-authentication code (with or without an `auth/` prefix) → common key. */
export function phoneAuthErrorKey(code: string): CommonKey {
  const bare = code.replace(/^auth\//, '');
  return (PHONE_AUTH_CODES.has(bare) ? `phoneAuth.${bare}` : 'phoneAuth.unknown') as CommonKey;
}

/** An error of the phone-authentication or social provider, carrying a SPEC §8 code. */
export class AuthProviderError extends Error {
  override readonly name = 'AuthProviderError';
  readonly code: string;

  constructor(code: string, message = code) {
    super(message);
    this.code = code;
  }
}

/** member_no_enter (SPEC §6): an agent or other non-member account signing in on the member side. */
export class MemberNoEnterError extends Error {
  override readonly name = 'MemberNoEnterError';

  constructor() {
    super('member_no_enter');
  }
}

function authCodeOf(error: unknown): string | null {
  const code = error instanceof AuthProviderError ? error.code : isApiError(error) ? error.code : undefined;
  return code?.startsWith('auth/') ? code : null;
}

/**
 * Text for any failure of the sign-in flows: the phone-authentication codes of SPEC §8 map to
 * their catalogue messages (in the user's language), everything else as `translateError`.
 */
export function signInErrorText(error: unknown): string {
  if (error instanceof MemberNoEnterError) return commonT('error.memberNoEnter');
  const code = authCodeOf(error);
  if (!code) return translateError(error);
  const bare = code.replace(/^auth\//, '');
  return isProviderCode(bare) ? authT(PROVIDER_CODES[bare]) : commonT(phoneAuthErrorKey(code));
}
