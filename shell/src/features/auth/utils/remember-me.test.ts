import { forgetUsername, readRememberedUsername, REMEMBER_COOKIE, REMEMBER_SECONDS, rememberUsername } from './remember-me';

describe('remember-me cookie', () => {
  afterEach(() => forgetUsername());

  it('keeps the username (never the password) for one day', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    rememberUsername('demo 01');
    expect(writes[0]).toBe(`${REMEMBER_COOKIE}=demo%2001; Max-Age=${REMEMBER_SECONDS}; Path=/; SameSite=Lax`);
    expect(REMEMBER_SECONDS).toBe(86_400);
    expect(readRememberedUsername()).toBe('demo 01');
  });

  it('forgets it', () => {
    rememberUsername('demo01');
    forgetUsername();
    expect(readRememberedUsername()).toBeNull();
  });

  it('reads it among other cookies and ignores a broken value', () => {
    expect(readRememberedUsername(`a=1; ${REMEMBER_COOKIE}=agent%2001; b=2`)).toBe('agent 01');
    expect(readRememberedUsername(`${REMEMBER_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(readRememberedUsername('')).toBeNull();
  });
});
