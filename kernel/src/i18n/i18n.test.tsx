import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsoleError } from 'build-config/jest-console';
import { emitEvent, onEvent } from '../events/event-bus';
import { renderWithProviders, setTestRuntimeConfig } from '../testing';
import { ApiError } from '../api/api-error';
import { commonT, translateError, useCommonT } from './common';
import { createTranslation, useLanguage } from './create-translation';
import { type AppResources, addAppResources, i18n, i18nReady, initI18n, setLanguage } from './i18n';
import { testAppResources } from '../testing/app-resources';
import type * as I18nModule from './i18n';
import type * as EventBus from '../events/event-bus';
import type * as RuntimeConfig from '../config/runtime-config';

const gamesEn = { title: 'Games', list: { empty: 'No games', count: '{{count}} games' } };
const gamesTy = { title: 'Mga Laro', list: { empty: 'Walang laro', count: '{{count}} na laro' } };

addAppResources('games', testAppResources({ EN: gamesEn, TY: gamesTy }));
const games = createTranslation<typeof gamesEn>('games');

afterEach(async () => {
  await act(() => setLanguage('EN'));
});

describe('i18n', () => {
  it('starts in English with the common catalogue', () => {
    initI18n();
    expect(i18n.language).toBe('EN');
    expect(commonT('error.network')).toBe('Network link abnormal, try again.');
    expect(commonT('ui.pageOf', { page: 2, total: 5 })).toBe('Page 2 of 5');
    expect(commonT('error.inNeedTrueAccount')).toBe(
      'This is a trial account. Please register a real account to use this feature.',
    );
  });

  it('is idempotent', () => {
    expect(initI18n()).toBe(initI18n('TY'));
    expect(i18n.language).toBe('EN');
  });

  it('switches to Tagalog: persists, sets <html lang> and emits locale-changed', async () => {
    const events = jest.fn();
    const off = onEvent('locale-changed', events);

    await setLanguage('TY');

    expect(i18n.language).toBe('TY');
    expect(sessionStorage.getItem('language')).toBe('TY');
    expect(document.documentElement.lang).toBe('tl');
    expect(events).toHaveBeenCalledWith({ language: 'TY' }, expect.anything());
    expect(commonT('ui.retry')).toBe('Subukang muli');
    off();
  });

  it("a remote's picker changing the instance's language does what setLanguage does, once", async () => {
    initI18n();
    const events = jest.fn();
    const off = onEvent('locale-changed', events);

    await i18n.changeLanguage('TY');

    expect(sessionStorage.getItem('language')).toBe('TY');
    expect(document.documentElement.lang).toBe('tl');
    expect(events).toHaveBeenCalledTimes(1);
    expect(events).toHaveBeenCalledWith({ language: 'TY' }, expect.anything());
    await setLanguage('EN');
    expect(events).toHaveBeenCalledTimes(2);
    off();
  });

  it('re-renders typed app translations when the language changes', async () => {
    function Title() {
      const { t } = games.useT();
      const language = useLanguage();
      return (
        <h1>
          {t('title')} · {t('list.count', { count: 3 })} · {language}
        </h1>
      );
    }
    renderWithProviders(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('Games · 3 games · EN');

    await act(() => setLanguage('TY'));
    expect(screen.getByRole('heading')).toHaveTextContent('Mga Laro · 3 na laro · TY');
  });

  it('common UI words are reachable from components', async () => {
    function Retry() {
      const { t } = useCommonT();
      return <button type="button">{t('ui.retry')}</button>;
    }
    renderWithProviders(<Retry />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  });

  it('follows a language change made by another copy of shared', () => {
    let other: typeof I18nModule | undefined;
    jest.isolateModules(() => {
      other = jest.requireActual('./i18n');
    });
    initI18n();
    // The other copy's event bus is a different module instance, so its event is foreign to us.
    jest.isolateModules(() => {
      const otherBus = jest.requireActual<typeof EventBus>('../events/event-bus');
      otherBus.emitEvent('locale-changed', { language: 'TY' });
    });
    expect(other).toBeDefined();
    expect(i18n.language).toBe('TY');
    emitEvent('locale-changed', { language: 'EN' });
    expect(i18n.language).toBe('TY');
  });

  it('accepts app resources added after start-up', () => {
    initI18n();
    addAppResources('member', testAppResources({ EN: { title: 'Member centre' }, TY: { title: 'Member center' } }));
    expect(createTranslation<{ title: string }>('member').t('title')).toBe('Member centre');
  });

  it('loads a lazy Tagalog resource only when Tagalog is needed', async () => {
    initI18n();
    const loadTy = jest.fn(() => Promise.resolve({ title: 'Mga Pangako' }));
    addAppResources('rewards', testAppResources({ EN: { title: 'Rewards' }, TY: loadTy }));
    const rewards = createTranslation<{ title: string }>('rewards');
    function Title() {
      return <h1>{rewards.useT().t('title')}</h1>;
    }
    renderWithProviders(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('Rewards');
    expect(loadTy).not.toHaveBeenCalled();

    await act(() => setLanguage('TY'));
    expect(loadTy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading')).toHaveTextContent('Mga Pangako');
  });

  it('i18nReady waits for the Tagalog texts of a namespace added while reading Tagalog', async () => {
    await setLanguage('TY');
    addAppResources('missions', testAppResources({ EN: { title: 'Missions' }, TY: () => Promise.resolve({ title: 'Mga Misyon' }) }));
    await i18nReady();
    expect(createTranslation<{ title: string }>('missions').t('title')).toBe('Mga Misyon');
  });

  it('logs a missing key loudly in development', () => {
    const logged = expectConsoleError('[i18n] Missing translation "games:nope.missing"');
    const loose = games.t as unknown as (key: string) => string;
    expect(loose('nope.missing')).toBe('nope.missing');
    expect(logged).toHaveLength(1);
  });

  it('translates errors: server words for business errors, the catalogue otherwise', () => {
    expect(translateError(new ApiError('business', 'Insufficient balance'))).toBe('Insufficient balance');
    expect(translateError(new ApiError('timeout', 'error.timeout'))).toBe(
      'Page took longer to load, check network.',
    );
    expect(translateError(new Error('x'))).toBe('Unknown error.');
  });

  it('words the refusals of responsible gambling from the catalogue, by their code', () => {
    const refusal = (code: string, value: unknown) => translateError(new ApiError('business', 'server words', { code, value }));
    expect(refusal('LOSS_LIMIT_REACHED', { period: 'week' })).toBe('You have reached your weekly loss limit. You can play for money again when it resets.');
    expect(refusal('WAGER_LIMIT_REACHED', { period: 'day' })).toMatch(/^You have reached your daily wager limit\./);
    expect(refusal('DEPOSIT_LIMIT_EXCEEDED', { period: 'month' })).toBe('This deposit is above what your monthly deposit limit leaves.');
    expect(refusal('TIMED_OUT', { until: '2026-12-05T07:10:00+08:00' })).toBe('Your account is on a time-out until 2026-12-05 07:10. You cannot log in before then.');
    expect(refusal('SELF_EXCLUDED', { until: '2027-06-01T09:00:00+08:00' })).toMatch(/self-excluded until 2027-06-01 09:00\./);
    expect(refusal('SELF_EXCLUDED', { until: null })).toBe('Your account is self-excluded with no end date. You cannot log in.');
    // A value that does not parse keeps the server's words.
    expect(refusal('LOSS_LIMIT_REACHED', { period: 'year' })).toBe('server words');
  });
});

describe('initial language', () => {
  let browser: string[] = [];
  beforeEach(() => {
    sessionStorage.clear();
    browser = [];
    jest.spyOn(navigator, 'languages', 'get').mockImplementation(() => browser);
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  function freshI18n(): typeof I18nModule {
    let mod: typeof I18nModule | undefined;
    jest.isolateModules(() => {
      mod = jest.requireActual('./i18n');
    });
    if (!mod) throw new Error('not loaded');
    return mod;
  }

  it('comes from session storage first', () => {
    sessionStorage.setItem('language', 'TY');
    expect(freshI18n().initI18n().language).toBe('TY');
    sessionStorage.removeItem('language');
  });

  it('then from the runtime config default', () => {
    let mod: typeof I18nModule | undefined;
    jest.isolateModules(() => {
      jest.requireActual<typeof RuntimeConfig>('../config/runtime-config').setRuntimeConfig({
        merchantCode: 'GP01',
        defaultWeakPassword: 'x',
        defaultLanguage: 'TY',
        encryption: { publicKeyJwk: { kty: 'RSA' } },
      });
      mod = jest.requireActual('./i18n');
    });
    expect(mod?.initI18n().language).toBe('TY');
  });

  it('else EN', () => {
    setTestRuntimeConfig();
    expect(freshI18n().initI18n().language).toBe('EN');
  });

  it('takes ?lang= first, keeps it, and follows the document (<html lang>, title)', () => {
    setTestRuntimeConfig();
    sessionStorage.setItem('language', 'EN');
    window.history.replaceState(null, '', '/index?lang=ty');
    expect(freshI18n().initI18n().language).toBe('TY');
    expect(sessionStorage.getItem('language')).toBe('TY');
    expect(document.documentElement.lang).toBe('tl');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("then the browser's languages among the offered ones, before the site default", () => {
    setTestRuntimeConfig();
    browser = ['fr-FR', 'fil-PH', 'en'];
    expect(freshI18n().initI18n().language).toBe('TY');
    expect(sessionStorage.getItem('language')).toBeNull();
  });

  it('ignores a language the site does not offer, and the pseudo-locale unless allowed', () => {
    window.history.replaceState(null, '', '/index?lang=XX');
    browser = ['zh-CN'];
    let mod: typeof I18nModule | undefined;
    jest.isolateModules(() => {
      // A site that offers English and Tagalog only: a Chinese browser reads English.
      jest.requireActual<typeof RuntimeConfig>('../config/runtime-config').setRuntimeConfig({
        merchantCode: 'GP01',
        defaultWeakPassword: 'x',
        languages: ['EN', 'TY'],
        encryption: { publicKeyJwk: { kty: 'RSA' } },
      });
      mod = jest.requireActual('./i18n');
    });
    expect(mod?.initI18n().language).toBe('EN');
  });
});

describe('plurals and other languages', () => {
  it("uses each language's own plural rules through the registry's tag", async () => {
    const en = { badge_one: '{{count}} new', badge_other: '{{count}} new ones' };
    addAppResources('plural-probe', testAppResources({ EN: en, TY: { badge_one: '{{count}} bago', badge_other: '{{count}} na bago' }, CN: { badge_one: 'one {{count}}', badge_other: '{{count}} 条' } }));
    const probe = createTranslation<typeof en>('plural-probe');
    await setLanguage('TY');
    expect(probe.t('badge', { count: 1 })).toBe('1 bago');
    await setLanguage('CN');
    // Chinese has one form: `_other`, even for 1.
    expect(probe.t('badge', { count: 1 })).toBe('1 条');
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it("shows an app's English where the app gives no text for a language (an app older than it)", async () => {
    // An app built when only EN and TY were complete: no text for the languages added since.
    addAppResources('old-app', { EN: { title: 'Old' }, TY: { title: 'Luma' } } as unknown as AppResources<{ title: string }>);
    await setLanguage('TH');
    expect(createTranslation<{ title: string }>('old-app').t('title')).toBe('Old');
  });

  it('makes the pseudo-locale from English: longer, accented, placeholders kept', async () => {
    await setLanguage('XX');
    await i18nReady();
    const text = games.t('list.count', { count: 3 });
    expect(text).toMatch(/^\[3 ĝáɱéš .+\]$/);
    expect(text.length).toBeGreaterThan('3 games'.length * 1.3);
  });
});
