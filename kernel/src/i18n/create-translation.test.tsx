import { act, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { renderWithProviders } from '../testing';
import { createTranslation, type TypedT } from './create-translation';
import { addAppResources, setLanguage } from './i18n';
import { testAppResources } from '../testing/app-resources';

const probeEn = { title: 'Missions' };
addAppResources('t-identity', testAppResources({ EN: probeEn, TY: () => Promise.resolve({ title: 'Mga Misyon' }) }));
const probe = createTranslation<typeof probeEn>('t-identity');

afterEach(async () => {
  await act(() => setLanguage('EN'));
});

describe('useT', () => {
  it('gives a new t when the language changes and only then', async () => {
    const seen: TypedT<typeof probeEn>[] = [];
    function Title() {
      const { t } = probe.useT();
      seen.push(t);
      const title = useMemo(() => t('title'), [t]);
      return <h1>{title}</h1>;
    }
    const { rerender } = renderWithProviders(<Title />);
    const english = seen.at(-1);

    rerender(<Title />);
    // i18next announces a languageChanged for the language already in use too.
    await act(() => setLanguage('EN'));
    rerender(<Title />);
    expect(seen.length).toBeGreaterThan(2);
    expect(new Set(seen)).toEqual(new Set([english]));

    await act(() => setLanguage('TY'));
    expect(screen.getByRole('heading')).toHaveTextContent('Mga Misyon');
    const tagalog = seen.at(-1);
    expect(tagalog).not.toBe(english);

    await act(() => setLanguage('TY'));
    rerender(<Title />);
    expect(seen.at(-1)).toBe(tagalog);

    await act(() => setLanguage('EN'));
    expect(screen.getByRole('heading')).toHaveTextContent('Missions');
    expect(seen.at(-1)).not.toBe(tagalog);
  });
});
