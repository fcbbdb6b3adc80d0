import { renderHook } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { useLanguageT } from './use-language-t';

type Texts = { greeting: string; welcome: string };

async function instanceWith(texts: Record<string, string>): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'EN', fallbackLng: 'EN', supportedLngs: ['EN', 'TY'], cleanCode: false, resources: { EN: { probe: texts } }, interpolation: { escapeValue: false } });
  return instance;
}

function tOf(instance: I18n) {
  return renderHook(() => useLanguageT<Texts>(instance, 'probe', 'EN')).result.current;
}

describe('useLanguageT', () => {
  it('reads a plain text from the store once', async () => {
    const instance = await instanceWith({ greeting: 'Hello' });
    const lookUps = jest.spyOn(instance, 't');
    const reads = jest.spyOn(instance, 'getResource');
    const t = tOf(instance);

    expect(t('greeting')).toBe('Hello');
    expect(t('greeting')).toBe('Hello');
    expect(reads).toHaveBeenCalledTimes(1);
    expect(lookUps).not.toHaveBeenCalled();
  });

  it('asks i18next once per set of plain values, and every time for values it cannot compare', async () => {
    const instance = await instanceWith({ welcome: 'Welcome, {{name}}', left: '{{count}} left' });
    const lookUps = jest.spyOn(instance, 't');
    const t = tOf(instance);

    expect(t('welcome', { name: 'Ana' })).toBe('Welcome, Ana');
    expect(t('welcome', { name: 'Ana' })).toBe('Welcome, Ana');
    expect(t('welcome', { name: 'Ben' })).toBe('Welcome, Ben');
    expect(lookUps).toHaveBeenCalledTimes(2);

    // 3 and '3' are different values; an object is never taken for another.
    expect(t('left' as 'welcome', { count: 3 })).toBe('3 left');
    expect(t('left' as 'welcome', { count: '3' })).toBe('3 left');
    const name = { toString: () => 'Cy' } as unknown as string;
    expect(t('welcome', { name })).toBe('Welcome, Cy');
    expect(t('welcome', { name })).toBe('Welcome, Cy');
    expect(lookUps).toHaveBeenCalledTimes(6);
  });

  it('leaves to i18next what it would change: nesting, placeholders, another language, a missing key', async () => {
    const instance = await instanceWith({ greeting: 'Hello', brand: 'GP', club: '$t(brand) Club', left: '{{count}} left' });
    instance.addResourceBundle('TY', 'probe', { brand: 'GP' });
    const leftAsI18next = instance.getFixedT('EN', 'probe')('left');
    const lookUps = jest.spyOn(instance, 't');
    const t = tOf(instance);
    const tagalog = renderHook(() => useLanguageT<Texts>(instance, 'probe', 'TY')).result.current;

    expect(t('club' as 'greeting')).toBe('GP Club');
    expect(t('left' as 'greeting')).toBe(leftAsI18next);
    expect(tagalog('greeting')).toBe('Hello');
    expect(t('absent' as 'greeting')).toBe('absent');
    expect(lookUps.mock.calls.map(([key]) => key)).toEqual(['club', 'left', 'greeting', 'absent']);
  });

  it('gives the new text once resources are added or removed, never a stale one', async () => {
    const instance = await instanceWith({ greeting: 'Hello', welcome: 'Welcome, {{name}}' });
    const t = tOf(instance);
    expect(t('greeting')).toBe('Hello');

    expect(t('welcome', { name: 'Ana' })).toBe('Welcome, Ana');

    instance.addResourceBundle('EN', 'probe', { greeting: 'Hi there', welcome: 'Hi {{name}}' }, true, true);
    expect(t('greeting')).toBe('Hi there');
    expect(t('welcome', { name: 'Ana' })).toBe('Hi Ana');

    instance.removeResourceBundle('EN', 'probe');
    expect(t('greeting')).toBe('greeting');
  });

  it('keeps languages and namespaces apart', async () => {
    const instance = await instanceWith({ greeting: 'Hello' });
    instance.addResourceBundle('TY', 'probe', { greeting: 'Kumusta' });
    instance.addResourceBundle('EN', 'other', { greeting: 'Good day' });
    const english = renderHook(() => useLanguageT<Texts>(instance, 'probe', 'EN')).result.current;
    const tagalog = renderHook(() => useLanguageT<Texts>(instance, 'probe', 'TY')).result.current;
    const other = renderHook(() => useLanguageT<Texts>(instance, 'other', 'EN')).result.current;
    expect([english('greeting'), tagalog('greeting'), other('greeting')]).toEqual(['Hello', 'Kumusta', 'Good day']);
  });
});
