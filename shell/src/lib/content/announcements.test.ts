import { isApiError } from '@gp/kernel';
import { envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import { fetchAnnouncements } from './announcements';

const PATH = '/wps/relay/MCSFE_getListAnnouncements';

beforeAll(() => setTestRuntimeConfig());

describe('fetchAnnouncements', () => {
  it('takes the lists it asked for, the others may be missing', async () => {
    mockFetchRoutes([{ path: PATH, body: envelope({ player: [{ id: 1, title: 'Hello' }], playerTotal: 1 }) }]);
    const answer = await fetchAnnouncements({ types: ['PL'], language: 'EN' });
    expect(answer.player.map((notice) => notice.title)).toEqual(['Hello']);
    expect(answer.banners).toEqual([]);
  });

  it('refuses an answer without a list it asked for: an error, not "no notices" (issue 14, malformed answers)', async () => {
    mockFetchRoutes([{ path: PATH, body: envelope({ unexpected: 42 }) }]);
    const error: unknown = await fetchAnnouncements({ types: ['PL'], language: 'EN' }).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.kind).toBe('invalid-response');
  });
});
