import { commonT } from '../i18n/common';
import { i18n, initI18n, setLanguage } from '../i18n/i18n';
import { COMPLETE_LANGUAGES } from '../i18n/languages';
import { isMemberPage, MEMBER_PAGES, memberPagePath, memberPageTitleKey } from './member-pages';

afterEach(async () => {
  await setLanguage('EN');
});

describe('the member centre pages of the contract', () => {
  it('are the thirteen SPEC sub-routes of /member and responsible gambling (issue 24), each once', () => {
    expect(new Set(MEMBER_PAGES).size).toBe(MEMBER_PAGES.length);
    expect(MEMBER_PAGES).toHaveLength(14);
    expect(memberPagePath('transferFund')).toBe('/member/transferFund');
    expect(MEMBER_PAGES.map(memberPagePath).every((path) => /^\/member\/[A-Za-z0-9]+$/.test(path))).toBe(true);
  });

  it('tells a page id from any other segment', () => {
    expect(isMemberPage('depositv2')).toBe(true);
    expect(isMemberPage('toString')).toBe(false);
    expect(isMemberPage('')).toBe(false);
    expect(isMemberPage(undefined)).toBe(false);
  });

  it.each(COMPLETE_LANGUAGES)('has a title of its own for every page in %s', async (language) => {
    initI18n();
    await setLanguage(language);
    const titles = MEMBER_PAGES.map((id) => {
      const key = memberPageTitleKey(id);
      expect(i18n.exists(key, { ns: 'common', lng: language, fallbackLng: false })).toBe(true);
      return commonT(key);
    });
    for (const title of titles) expect(title.trim()).not.toBe('');
    expect(new Set(titles).size).toBe(MEMBER_PAGES.length);
  });

  it('reads the same words in English as the pages have always had', () => {
    initI18n();
    expect(commonT(memberPageTitleKey('securityCenter'))).toBe('My account');
    expect(commonT(memberPageTitleKey('personalHistoryCopy'))).toBe('Betting record');
  });
});
