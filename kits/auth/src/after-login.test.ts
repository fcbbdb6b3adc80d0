import { afterLoginStep, isMemberSideType, type AfterLoginInput } from './after-login';

const base: AfterLoginInput = {
  method: 'password',
  type: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  password: 'Demo@2026',
  defaultWeakPassword: 'Gp@123456',
  expiryEnforced: true,
};

describe('after-login rules (SPEC §4, §6)', () => {
  it('lets members and trial accounts in, not agents (member_no_enter)', () => {
    expect([0, 4].map(isMemberSideType)).toEqual([true, true]);
    expect([1, 2, 41, 42, 7].map(isMemberSideType)).toEqual([false, false, false, false, false]);
    expect(afterLoginStep({ ...base, type: 41 })).toBe('refuse');
  });

  it('forces a password change for the default weak password', () => {
    expect(afterLoginStep({ ...base, password: 'Gp@123456' })).toBe('changePassword');
    expect(afterLoginStep({ ...base, method: 'register', password: 'Gp@123456', firstTimeLogin: true })).toBe('changePassword');
  });

  it('forces it for an expired password only while expiry is enforced (PWDEXPFORCECHANGE3)', () => {
    expect(afterLoginStep({ ...base, passwordExpired: true })).toBe('changePassword');
    expect(afterLoginStep({ ...base, passwordExpired: true, expiryEnforced: false })).toBe('done');
  });

  it('never forces it after an SMS or social login', () => {
    for (const method of ['sms', 'social'] as const) {
      expect(afterLoginStep({ ...base, method, password: undefined, passwordExpired: true })).toBe('done');
      expect(afterLoginStep({ ...base, method, password: 'Gp@123456' })).toBe('done');
    }
  });

  it('runs the first-login action, else is done', () => {
    expect(afterLoginStep({ ...base, firstTimeLogin: true })).toBe('firstLogin');
    expect(afterLoginStep(base)).toBe('done');
    expect(afterLoginStep({ ...base, method: 'trial', type: 4, password: undefined })).toBe('done');
  });
});

describe('after-login rules on the agent side (/agent)', () => {
  const agent: AfterLoginInput = { ...base, side: 'agent', type: 1, password: 'Agent@2026' };

  it('lets agents in (types 1, 2, 41, 42), refuses members and trial accounts (error_not_agent)', () => {
    for (const type of [1, 2, 41, 42]) expect(afterLoginStep({ ...agent, type })).toBe('done');
    for (const type of [0, 4, 7]) expect(afterLoginStep({ ...agent, type })).toBe('refuse');
  });

  it('forces the change of the default weak password or an enforced expired one', () => {
    expect(afterLoginStep({ ...agent, password: 'Gp@123456' })).toBe('changePassword');
    expect(afterLoginStep({ ...agent, passwordExpired: true })).toBe('changePassword');
    expect(afterLoginStep({ ...agent, passwordExpired: true, expiryEnforced: false })).toBe('done');
  });
});
