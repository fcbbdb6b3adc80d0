import { BANNER_GROUPS, bannerPath } from '../../content/banners';
import { buildCatalogue } from '../../catalogue/catalogue';
import { SEED } from '../../config';
import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
afterAll(() => sim.app.close());

const catalogue = buildCatalogue(SEED);
const firstGame = catalogue.games.find((game) => game.gameType === 'RNG' && !catalogue.brokenIconIds.has(game.nodeId));
const brokenId = [...catalogue.brokenIconIds][0];

async function fetchAsset(url: string) {
  return sim.app.inject({ method: 'GET', url });
}

describe('generated images', () => {
  it('serves a game icon as a cacheable SVG', async () => {
    const response = await fetchAsset(firstGame?.iconUrl ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 256 256"/);
  });

  it('answers 404 for the deliberately broken icons', async () => {
    const broken = catalogue.gameById.get(brokenId ?? 0);
    const response = await fetchAsset(broken?.iconUrl ?? '');
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for an icon under the wrong vendor or an unknown id', async () => {
    expect((await fetchAsset(`/assets/icons/XX/${firstGame?.nodeId}.svg`)).statusCode).toBe(404);
    expect((await fetchAsset('/assets/icons/PG/1.svg')).statusCode).toBe(404);
  });

  it('serves vendor logos and avatars', async () => {
    expect((await fetchAsset('/assets/vendors/PG.svg')).statusCode).toBe(200);
    expect((await fetchAsset('/assets/vendors/NOPE.svg')).statusCode).toBe(404);
    expect((await fetchAsset('/assets/avatars/1.svg')).statusCode).toBe(200);
    expect((await fetchAsset('/assets/avatars/99.svg')).statusCode).toBe(404);
  });

  it.each(BANNER_GROUPS)('serves a wide banner for %s', async (group) => {
    const response = await fetchAsset(bannerPath(group, 1));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('viewBox="0 0 1920 600"');
  });

  it('accepts a doubled slash after the CDN origin', async () => {
    expect((await fetchAsset('//assets/vendors/PG.svg')).statusCode).toBe(200);
  });
});

describe('demo pages', () => {
  it.each(['/sim/chat', '/sim/blog', '/sim/download/app.apk'])('serves %s', async (url) => {
    const response = await fetchAsset(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
