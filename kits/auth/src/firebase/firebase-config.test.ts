import { setTestRuntimeConfig } from '@gp/kernel/testing';
import { e164, readFirebaseConfig } from './firebase-config';

const FIREBASE = { apiKey: 'key', authDomain: 'demo-gp.firebaseapp.com', projectId: 'demo-gp' };

describe('the runtime config firebase block', () => {
  it('is absent: no provider', () => {
    setTestRuntimeConfig();
    expect(readFirebaseConfig()).toBeNull();
  });

  it('is read with its defaults: no phone route, codes usable 5 minutes', () => {
    setTestRuntimeConfig({ firebase: FIREBASE });
    expect(readFirebaseConfig()).toEqual({ ...FIREBASE, phoneVerification: false, codeLifetimeSeconds: 300 });
    setTestRuntimeConfig({ firebase: { ...FIREBASE, emulatorUrl: 'http://127.0.0.1:9099', phoneVerification: true } });
    expect(readFirebaseConfig()).toMatchObject({ emulatorUrl: 'http://127.0.0.1:9099', phoneVerification: true });
  });

  it('is invalid: reported on the console, and no provider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setTestRuntimeConfig({ firebase: { ...FIREBASE, apiKey: '' } });
    expect(readFirebaseConfig()).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Invalid firebase block'));
    error.mockRestore();
  });
});

describe('e164', () => {
  it('joins the dialing code and the national number without its trunk zero', () => {
    expect(e164('63', '09171234567')).toBe('+639171234567');
    expect(e164('+63', '9171234567')).toBe('+639171234567');
  });
});
