import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { createTestStore, JotaiProvider, type JotaiStore } from '../state/jotai';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { WhitelabelNode } from '../api/schemas/system';
import type { MemberInfo } from '../api/schemas/member';
import { setFeaturesAtom } from '../features/whitelabel';
import { initI18n } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { createQueryClient } from '../query/query-client';
import { QueryProvider } from '../query/query-provider';
import { setBalanceAtom, signInAtom } from '../session/session-atoms';

export type TestSession = { token: string; member: MemberInfo | null };

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  /** Seeds a signed-in session (member, agent or trial by `member.type`). */
  session?: TestSession;
  balance?: { balance: number; currencySymbol?: string };
  features?: WhitelabelNode[];
  /** Defaults to EN for every render, so one test's language never leaks into the next. */
  language?: Language;
  /** Defaults to a fresh store; pass `sharedStore` to test code that reads it outside React. */
  store?: JotaiStore;
  /** Extra providers inside jotai + i18n, e.g. a MemoryRouter from the app. */
  wrapper?: ComponentType<{ children: ReactNode }>;
};

export type RenderWithProvidersResult = RenderResult & { store: JotaiStore };

export function renderWithProviders(
  ui: ReactElement,
  { session, balance, features, language = 'EN', store = createTestStore(), wrapper: Inner, ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const i18n = initI18n();
  if (i18n.language !== language) void i18n.changeLanguage(language);
  if (session) store.set(signInAtom, session);
  if (balance) store.set(setBalanceAtom, balance);
  if (features) store.set(setFeaturesAtom, features);

  // A query client of its own per render (no server state leaks from one test into the next),
  // without retries: a failure shows at once.
  const queryClient = createQueryClient({ queries: { retry: false } });

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryProvider client={queryClient}>
        <JotaiProvider store={store}>{Inner ? <Inner>{children}</Inner> : children}</JotaiProvider>
      </QueryProvider>
    );
  }

  return { ...render(ui, { ...options, wrapper: Wrapper }), store };
}
