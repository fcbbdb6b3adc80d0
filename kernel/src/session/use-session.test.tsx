import { act, screen } from '@testing-library/react';
import { useSetAtom } from '../state/jotai';
import { renderWithProviders, setTestRuntimeConfig, testMember } from '../testing';
import { setBalanceAtom, signOutAtom } from './session-atoms';
import { useBalance, useSession } from './use-session';

function Header() {
  const { kind, isLoggedIn, isTrial, isAgent, member } = useSession();
  const { balance, currencySymbol } = useBalance();
  const signOut = useSetAtom(signOutAtom);
  return (
    <header>
      <p>
        {kind} · {String(isLoggedIn)} · {String(isTrial)} · {String(isAgent)} · {member?.nickname ?? 'nobody'}
      </p>
      <p>Balance {balance === null ? 'none' : `${currencySymbol} ${balance}`}</p>
      <button type="button" onClick={signOut}>
        Log out
      </button>
    </header>
  );
}

beforeEach(() => setTestRuntimeConfig());

describe('useSession / useBalance', () => {
  it('show the seeded session and react to changes', async () => {
    const { store } = renderWithProviders(<Header />, {
      session: { token: 't', member: testMember({ type: 4, nickname: 'Demo' }) },
      balance: { balance: 12345.678 },
    });
    expect(screen.getByText('trial · true · true · false · Demo')).toBeInTheDocument();
    expect(screen.getByText('Balance ₱ 12345.678')).toBeInTheDocument();

    act(() => store.set(setBalanceAtom, { balance: -5, currencySymbol: '$' }));
    expect(screen.getByText('Balance $ -5')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Log out' }).click());
    expect(screen.getByText('guest · false · false · false · nobody')).toBeInTheDocument();
    expect(screen.getByText('Balance none')).toBeInTheDocument();
  });

  it('reports agents', () => {
    renderWithProviders(<Header />, { session: { token: 't', member: testMember({ type: 42 }) } });
    expect(screen.getByText(/^agent · true · false · true/)).toBeInTheDocument();
  });
});
