import type { LoginResult } from '@gp/auth-kit';
import type { RegisterFieldRule, RegisterSettings } from '../../lib/platform/system-schemas';
import type { WhitelabelNode } from '@gp/kernel';
import { testMember } from '@gp/kernel/testing';

const rule = (acceptedPattern: string, patternId: number, required: boolean, minLength: number, maxLength: number): RegisterFieldRule => ({
  enabled: true,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

const off: RegisterFieldRule = { enabled: false, required: false, acceptedPattern: '*', patternId: 0, minLength: 0, maxLength: 50 };

/** The simulator's seed rules (api-sim/src/state/register-settings.ts). */
export function seedRegisterSettings(overrides: Partial<Record<string, Partial<RegisterFieldRule>>> = {}): RegisterSettings {
  const settings: RegisterSettings = {
    username: rule('^[A-Za-z][A-Za-z0-9]*$', 2, true, 6, 16),
    password: rule('^[!-~]+$', 18, true, 8, 20),
    confirmPassword: rule('*', 0, true, 8, 20),
    payeeName: rule('^[A-Za-z ]+$', 9, false, 2, 50),
    email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 4, false, 5, 64),
    qqNum: off,
    mobileNum: rule('^[0-9]+$', 7, false, 10, 11),
    recommenderId: off,
    captcha: rule('*', 0, true, 4, 4),
    verificationCode: rule('^[0-9]+$', 7, false, 6, 6),
    affiliateCode: rule('^[A-Za-z0-9]+$', 5, false, 4, 20),
    paymentPassword: off,
    line: off,
    whatsapp: off,
    facebook: off,
    wechat: off,
    idNumber: off,
    birthday: rule('*', 0, false, 0, 10),
    referralCode: rule('^[A-Za-z0-9]+$', 5, false, 0, 20),
    domain: off,
    countryDialingCode: rule('*', 0, false, 0, 5),
  };
  for (const [field, change] of Object.entries(overrides)) {
    settings[field] = { ...(settings[field] ?? off), ...change };
  }
  return settings;
}

/** A whitelabel tree with exactly these modules on. */
export function modules(...on: string[]): WhitelabelNode[] {
  return on.map((modId) => ({ modId, enabled: true, childrenNodes: [] }));
}

export function loginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return { ...testMember(), token: 'tok-new', firstTimeLogin: false, passwordExpired: false, ...overrides };
}
