import { expectKeyFactory } from './query-keys';

const goodKeys = {
  all: ['area'] as const,
  list: (page: number) => [...goodKeys.all, 'list', page] as const,
  detail: (id: string) => [...goodKeys.all, 'detail', id] as const,
};

describe('expectKeyFactory', () => {
  it('passes a factory whose keys are stable, distinct and under its area', async () => {
    await expect(expectKeyFactory(goodKeys.all, { list: () => goodKeys.list(1), detail: () => goodKeys.detail('a') })).resolves.toBeUndefined();
  });

  it.each([
    ['a key that changes between calls', { moving: () => ['area', Math.random()] }, /two calls give two keys/],
    ['two resources under one key', { a: () => ['area', 'x'], b: () => ['area', 'x'] }, /a and b have one key/],
    ['a key outside the area', { stray: () => ['elsewhere', 'list'] }, /is not under \["area"\]/],
  ])('fails %s', async (_name, samples, message) => {
    await expect(expectKeyFactory(goodKeys.all, samples)).rejects.toThrow(message);
  });
});
