import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@gp/kernel';
import { setTestRuntimeConfig } from '@gp/kernel/testing';
import { renderPage } from '../../../testing/render-page';
import { LanguagePicker } from './language-picker';

afterEach(async () => {
  await i18n.changeLanguage('EN');
});

describe("the agent header's language picker", () => {
  it("lists the site's languages in their own names and switches the page's language, kept and on <html lang>", async () => {
    setTestRuntimeConfig({ languages: ['EN', 'CN', 'TH'] });
    renderPage(<LanguagePicker />);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['中文', 'zh-Hans'],
      ['ไทย', 'th'],
    ]);

    await userEvent.selectOptions(picker, '中文');

    await waitFor(() => expect(document.documentElement.lang).toBe('zh-Hans'));
    expect(i18n.language).toBe('CN');
    expect(sessionStorage.getItem('language')).toBe('CN');
    expect(await screen.findByRole('combobox', { name: '语言' })).toHaveValue('CN');
    // The Chinese texts are a chunk of their own, loaded on the switch: room for a busy machine.
  }, 30_000);
});
