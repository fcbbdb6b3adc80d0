import { onEvent } from '../events/event-bus';
import { requireRealAccount } from './require-real-account';

function listen() {
  const seen: string[] = [];
  const stops = [
    onEvent('login-required', ({ reason }) => seen.push(`login-required:${reason}`)),
    onEvent('trial-blocked', () => seen.push('trial-blocked')),
  ];
  return { seen, stop: () => stops.forEach((stop) => stop()) };
}

describe('requireRealAccount', () => {
  it('asks a visitor to log in, with the reason', () => {
    const { seen, stop } = listen();
    expect(requireRealAccount('guest')).toBe(false);
    expect(requireRealAccount('guest', 'route')).toBe(false);
    stop();
    expect(seen).toEqual(['login-required:action', 'login-required:route']);
  });

  it('tells a trial account it needs a real one', () => {
    const { seen, stop } = listen();
    expect(requireRealAccount('trial')).toBe(false);
    stop();
    expect(seen).toEqual(['trial-blocked']);
  });

  it.each(['member', 'agent'] as const)('lets a %s go on, saying nothing', (kind) => {
    const { seen, stop } = listen();
    expect(requireRealAccount(kind)).toBe(true);
    stop();
    expect(seen).toEqual([]);
  });
});
