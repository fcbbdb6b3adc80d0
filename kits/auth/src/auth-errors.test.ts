import { ApiError, commonT } from '@gp/kernel';
import { initI18n } from '@gp/kernel/host';
import { AuthProviderError, MemberNoEnterError, phoneAuthErrorKey, signInErrorText } from './auth-errors';

beforeAll(() => initI18n('EN'));

describe('sign-in error texts', () => {
  it('maps the phone-authentication codes of SPEC §8', () => {
    const expired = new ApiError('business', 'The code has expired, please send it again', { code: 'auth/code-expired' });
    expect(signInErrorText(expired)).toBe('The code has expired. Please send a new one.');
    expect(signInErrorText(new ApiError('business', 'x', { code: 'auth/too-many-requests' }))).toBe(
      'Too many attempts. Please try again after 5 minutes.',
    );
    expect(signInErrorText(new AuthProviderError('auth/popup-closed-by-user'))).toBe('Login failed. Please try again.');
    expect(signInErrorText(new ApiError('business', 'x', { code: 'auth/something-new' }))).toBe('Unknown error.');
  });

  it("keeps the server's words for other business failures and the catalogue for the rest", () => {
    expect(signInErrorText(new ApiError('business', 'Incorrect username or password', { code: 'LOGIN_FAILED' }))).toBe(
      'Incorrect username or password',
    );
    expect(signInErrorText(new ApiError('network', 'error.network'))).toBe('Network link abnormal, try again.');
    expect(signInErrorText(new MemberNoEnterError())).toBe('This account cannot log in here. Please use a member account.');
  });
});

describe('provider failures beyond SPEC §8 (the kit texts)', () => {
  it('say what happened: a blocked pop-up, no network, an email that signs in another way', async () => {
    expect(signInErrorText(new AuthProviderError('auth/popup-blocked'))).toBe(
      'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
    );
    expect(signInErrorText(new AuthProviderError('auth/network-request-failed'))).toBe(
      'The sign-in service could not be reached. Check your connection and try again.',
    );
    expect(signInErrorText(new AuthProviderError('auth/account-exists-with-different-credential'))).toBe(
      'This email already signs in another way. Please sign in the way you used before.',
    );
  });
});

describe('phone authentication codes', () => {
  it('map to the common catalogue, with or without the auth/ prefix', () => {
    initI18n('EN');
    expect(commonT(phoneAuthErrorKey('auth/code-expired'))).toBe('The code has expired. Please send a new one.');
    expect(phoneAuthErrorKey('something-else')).toBe('phoneAuth.unknown');
  });
});
