import { PATTERN_FAMILIES, patternMessageKey } from './pattern-families';
import { act, renderHook } from '@testing-library/react';
import { i18n, type Language } from '@gp/kernel';
import { initI18n } from '@gp/kernel/host';
import { AUTH_KIT_NS } from './i18n';
import { useIssueText } from './use-issue-text';

beforeAll(() => initI18n('EN'));

async function textsIn(language: Language) {
  await act(async () => {
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces(AUTH_KIT_NS);
  });
  return renderHook(() => useIssueText()).result.current;
}

describe.each(['EN', 'TY'] as const)('messages in %s', (language) => {
  it('fill min and max into every pattern family message (reg_pattern_{patternId})', async () => {
    const text = await textsIn(language);
    const messages = Object.keys(PATTERN_FAMILIES).map((id) => text({ kind: 'pattern', key: patternMessageKey(Number(id)), min: 3, max: 17 }));
    for (const message of messages) expect(message).toMatch(/3-17/);
    expect(new Set(messages).size).toBe(messages.length);
    expect(text({ kind: 'pattern', key: 'reg_pattern_0', min: 2, max: 0 })).toMatch(/2-∞/);
  });

  it('have a text for every other issue', async () => {
    const text = await textsIn(language);
    const kinds = ['required', 'mobile', 'email', 'inconsistent', 'birthdayFormat', 'underAge', 'weakPassword', 'terms', 'invitation', 'captchaRequired', 'verifyFirst'] as const;
    const texts = kinds.map((kind) => text({ kind }));
    expect(texts.every((t) => typeof t === 'string' && t.length > 5)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
    expect(text({ kind: 'password', min: 8, max: 20 })).toMatch(/8-20/);
    expect(text(null)).toBeUndefined();
  });
});

it('uses the SPEC wording in English', async () => {
  const text = await textsIn('EN');
  expect(text({ kind: 'inconsistent' })).toBe('The two passwords are inconsistent');
  expect(text({ kind: 'required' })).toBe('Input cannot be empty');
  expect(text({ kind: 'captchaRequired' })).toBe('Please enter the captcha');
  expect(text({ kind: 'verifyFirst' })).toBe('Please complete the verification first');
  expect(text({ kind: 'invitation' })).toBe('Invalid invitation code');
  expect(text({ kind: 'invitation' })).toBe('Invalid invitation code');
});

it('speaks Tagalog once the language is TY', async () => {
  const text = await textsIn('TY');
  expect(text({ kind: 'required' })).toBe('Hindi puwedeng walang laman');
  expect(text({ kind: 'inconsistent' })).toBe('Hindi magkapareho ang dalawang password');
});
