import { expectKeyFactory } from '@gp/kernel/testing';
import { gameListKeys } from './game-list-keys';

it('gameListKeys: a key per page of a list, per vendor, under the games area', async () => {
  expect(gameListKeys.page('RNG', 'PG', '', 'EN', 1)).toEqual(['games', 'list', 'RNG', 'PG', '', 'EN', 1]);
  await expectKeyFactory(gameListKeys.all, {
    page1: () => gameListKeys.page('RNG', 'PG', '', 'EN', 1),
    page2: () => gameListKeys.page('RNG', 'PG', '', 'EN', 2),
    search: () => gameListKeys.page('RNG', 'PG', 'fortune', 'EN', 1),
    otherType: () => gameListKeys.page('LIVE', 'PG', '', 'EN', 1),
    rooms: () => gameListKeys.rooms('PG'),
    types: () => gameListKeys.vendorGameTypes('PG', 'EN'),
  });
  // Every page of every list is under lists().
  await expectKeyFactory(gameListKeys.lists(), { page: () => gameListKeys.page('RNG', '', '', 'TY', 3) });
});
