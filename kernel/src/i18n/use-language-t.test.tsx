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
  it('looks a text without values up once, and every text with values each time', async () => {
    const instance = await instanceWith({ greeting: 'Hello', welcome: 'Welcome, {{name}}' });
    const lookUps = jest.spyOn(instance, 't');
    const t = tOf(instance);

    expect(t('greeting')).toBe('Hello');
    expect(t('greeting')).toBe('Hello');
    expect(lookUps).toHaveBeenCalledTimes(1);

    expect(t('welcome', { name: 'Ana' })).toBe('Welcome, Ana');
    expect(t('welcome', { name: 'Ben' })).toBe('Welcome, Ben');
    expect(lookUps).toHaveBeenCalledTimes(3);
  });

  it('gives the new text once resources are added or removed, never a stale one', async () => {
    const instance = await instanceWith({ greeting: 'Hello' });
    const t = tOf(instance);
    expect(t('greeting')).toBe('Hello');

    instance.addResourceBundle('EN', 'probe', { greeting: 'Hi there' }, true, true);
    expect(t('greeting')).toBe('Hi there');

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
