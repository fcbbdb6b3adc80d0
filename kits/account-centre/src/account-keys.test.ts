import { accountKeys } from './account-keys';

describe('accountKeys', () => {
  it('puts every key of the kit under its area, each resource under its own name', () => {
    expect(accountKeys.all).toEqual(['account']);
    expect(accountKeys.uplineInfo()).toEqual(['account', 'upline-info']);
    expect(accountKeys.uplineInfo().slice(0, 1)).toEqual(accountKeys.all);
  });

  it('gives an equal key on every call (one cache entry for every reader)', () => {
    expect(accountKeys.uplineInfo()).toEqual(accountKeys.uplineInfo());
    expect(accountKeys.uplineInfo()).not.toBe(accountKeys.uplineInfo());
  });
});
