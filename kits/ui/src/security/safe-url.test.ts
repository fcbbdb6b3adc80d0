import { setTestRuntimeConfig } from '@gp/kernel/testing';
import { isSafeUrl, openSafeUrl, safeUrl } from './safe-url';

const BASE = 'https://site.example';
const LOCAL = ['http://localhost:3100', 'http://localhost:3000/'];
const check = (url: string) => safeUrl(url, { base: BASE, localOrigins: LOCAL });

describe('safeUrl', () => {
  it.each([
    ['https://chat.example/room?id=1', 'https://chat.example/room?id=1'],
    ['HTTPS://Chat.Example/room', 'https://chat.example/room'],
    ['  https://chat.example/a b  ', 'https://chat.example/a%20b'],
    ['//cdn.example/app.apk', 'https://cdn.example/app.apk'],
    ['/sim/blog', 'https://site.example/sim/blog'],
    ['http://localhost:3100/sim/chat?model=3', 'http://localhost:3100/sim/chat?model=3'],
    ['http://localhost:3000/index', 'http://localhost:3000/index'],
  ])('lets %p through as %p', (input, expected) => {
    expect(check(input)).toBe(expected);
  });

  // Every spelling the browser itself reads as a script, data or other non-web scheme.
  const SCRIPT_URLS = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JaVaScRiPt:alert(document.domain)',
    ' javascript:alert(1)',
    '\njavascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'jav\u0009ascript:alert(1)',
    'javascript://%0aalert(1)',
    'javascript://https://chat.example/%0aalert(1)',
    'javascript:https://chat.example',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ' data:text/html,<svg onload=alert(1)>',
    'da\nta:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VBScript:MsgBox(1)',
    'vb\tscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://site.example/0b8e7d',
    'ftp://files.example/app.apk',
    'about:blank',
    'mailto:a@b.example',
    'http://chat.example/room',
    'http://localhost:3101/',
    'http://localhost/',
    'https://site.example@evil.example/',
    'https://user:pass@chat.example/',
    'https://',
    'http://[::1',
    '',
    '   ',
  ];

  it.each(SCRIPT_URLS)('refuses %p', (input) => {
    expect(check(input)).toBeNull();
  });

  // HTML entities are not decoded in a URL taken from JSON, and a no-break space is not trimmed
  // by the URL parser: such a string is a path on this site, never a script.
  it.each(['\u00a0javascript:alert(1)', 'javascript&colon;alert(1)', 'javascript&#58;alert(1)', 'javascript&#x3A;alert(1)', '&#106;avascript:alert(1)', 'javascript%3Aalert(1)'])(
    'reads the entity-encoded %p as a path of this site, not as a script',
    (input) => {
      const result = check(input);
      expect(result).not.toBeNull();
      expect(new URL(result as string).origin).toBe(BASE);
    },
  );

  it('refuses anything that is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['https://a.example']]) expect(safeUrl(value, { base: BASE })).toBeNull();
  });

  it("takes the local origins from the runtime config and the base from the page's origin", () => {
    setTestRuntimeConfig({ localOrigins: ['http://localhost:3100'] });
    expect(safeUrl('http://localhost:3100/sim/chat')).toBe('http://localhost:3100/sim/chat');
    expect(safeUrl('http://localhost:3001/x')).toBeNull();
    // jsdom's page is http://localhost, which is not a local origin here: its paths are refused too.
    expect(safeUrl('/sim/blog')).toBeNull();
    setTestRuntimeConfig({ localOrigins: [] });
    expect(safeUrl('http://localhost:3100/sim/chat')).toBeNull();
    expect(isSafeUrl('https://chat.example/')).toBe(true);
  });
});

describe('openSafeUrl', () => {
  it('opens a safe URL in a new window with noopener and no referrer', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    expect(openSafeUrl('https://chat.example/room')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://chat.example/room', '_blank', 'noopener,noreferrer');
  });

  it('opens nothing for a script URL', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    expect(openSafeUrl(' JaVa\tScRiPt:alert(1)')).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
