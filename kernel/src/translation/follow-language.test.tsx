import { act, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { addAppResources, createTranslation, useLanguage } from '@gp/kernel';
import { testAppResources } from '@gp/kernel/testing';
import { setLanguage } from '@gp/kernel/host';
import type { Translation, TypedT } from '../i18n/create-translation';
import { renderWithProviders } from '@gp/kernel/testing';
import { followLanguage } from './follow-language';

const probeEn = { title: 'Rewards' };
addAppResources('follow-probe', testAppResources({ EN: probeEn, TY: { title: 'Mga Gantimpala' } }));
const current = createTranslation<typeof probeEn>('follow-probe');

/** A shell from before the promise: its `t` keeps its identity across a language change. */
const keepsItsT: Translation<typeof probeEn> = {
  ...current,
  useT: () => ({ t: current.t, language: useLanguage() }),
};

/** A shell whose `t` is a new function on every render. */
const newTEveryRender: Translation<typeof probeEn> = {
  ...current,
  useT: () => ({ t: (key, values) => current.t(key, values), language: useLanguage() }),
};

function renderProbe(translation: Translation<typeof probeEn>) {
  const { useT } = followLanguage(translation);
  const seen: TypedT<typeof probeEn>[] = [];
  function Title() {
    const { t } = useT();
    seen.push(t);
    const title = useMemo(() => t('title'), [t]);
    return <h1>{title}</h1>;
  }
  const view = renderWithProviders(<Title />);
  return { ...view, seen, rerender: () => view.rerender(<Title />) };
}

afterEach(async () => {
  await act(() => setLanguage('EN'));
});

describe('followLanguage', () => {
  it('gives a new t on a language change even when the shell keeps its t, so a memo on t follows the language', async () => {
    const { seen } = renderProbe(keepsItsT);
    expect(screen.getByRole('heading')).toHaveTextContent('Rewards');
    const first = seen.at(-1);

    await act(() => setLanguage('TY'));
    expect(screen.getByRole('heading')).toHaveTextContent('Mga Gantimpala');
    expect(seen.at(-1)).not.toBe(first);
  });

  it('keeps t on a render without a language change, even when the shell makes a new t each render', async () => {
    const { seen, rerender } = renderProbe(newTEveryRender);
    const first = seen.at(-1);
    rerender();
    await act(() => setLanguage('EN'));
    rerender();
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen)).toEqual(new Set([first]));

    await act(() => setLanguage('TY'));
    expect(seen.at(-1)).not.toBe(first);
    expect(screen.getByRole('heading')).toHaveTextContent('Mga Gantimpala');
  });
});
