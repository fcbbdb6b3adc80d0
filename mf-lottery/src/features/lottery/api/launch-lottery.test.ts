import { envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import { launchLottery } from './launch-lottery';

beforeEach(() => {
  setTestRuntimeConfig();
});

it('launchLottery sends the lottery launch parameters of SPEC §7', async () => {
  const fetchMock = mockFetchRoutes([
    { path: '/wps/system/status', body: envelope({ status: 0, launchGameCDNs: [] }) },
    { method: 'POST', path: '/wps/game/launchGame', body: envelope({ url: 'https://play-a.test/sim/game?session=l1' }) },
  ]);

  await expect(
    launchLottery({ prizeMode: 'ZY', gameCode: 'ZY_HANOI', view: 'lobby', language: 'EN', backUrl: 'http://site.test/vnLottery' }),
  ).resolves.toEqual({ url: 'https://play-a.test/sim/game?session=l1' });

  expect(fetchMock.requests.at(-1)?.body).toEqual({
    launchMode: 'LOTT',
    lottoArea: 'VN',
    lottoPrizeMode: 'ZY',
    lottoGameCode: 'ZY_HANOI',
    lottoView: 'lobby',
    device: 'WEB',
    backUrl: 'http://site.test/vnLottery',
    language: 'EN',
  });
});
