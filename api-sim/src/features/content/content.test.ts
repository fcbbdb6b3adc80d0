import type { Banner, Notice, Popup } from '../../content/announcements';
import { createTestClient, TEST_PUBLIC_URL } from '../../testing/sim-test-client';

interface Announcements {
  banners: Banner[];
  player: Notice[];
  popup: Popup[];
  promotion: Notice[];
  pageNo: number;
  pageSize: number;
  playerTotal: number;
  promotionTotal: number;
}

const sim = createTestClient();
afterAll(() => sim.app.close());

const announcements = (query: string) =>
  sim.get<Announcements>(`/wps/relay/MCSFE_getListAnnouncements?platform=W&language=EN&${query}`);

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('answers banners, player notices, pop-ups and promotions', async () => {
    const { body } = await announcements('types=B,PL,PU,PR,H');
    const value = body.value;
    expect(Object.keys(value)).toEqual(expect.arrayContaining(['banners', 'player', 'popup', 'promotion']));

    expect(new Set(value.banners.map((banner) => banner.groupName))).toEqual(
      new Set(['w_login', 'w_register', 'w_forget', 'w_home', 'w_hotgames', 'w_leftmenu']),
    );
    for (const banner of value.banners) {
      expect(banner).toEqual({
        id: expect.any(Number),
        url: expect.stringMatching(/^\/assets\/banners\/w_[a-z]+\/\d+\.svg$/),
        linkageType: expect.stringMatching(/^(NONE|URL|GAME|ROUTE)$/),
        groupName: expect.any(String),
        title: expect.any(String),
        ...(banner.linkageType === 'NONE' ? {} : { linkUrl: expect.any(String) }),
        ...(banner.linkageType === 'GAME' ? { nodeId: expect.any(Number) } : {}),
      });
      // Every banner image exists.
      expect((await sim.app.inject({ method: 'GET', url: banner.url })).statusCode).toBe(200);
    }
    expect(new Set(value.banners.map((banner) => banner.linkageType))).toEqual(new Set(['NONE', 'URL', 'GAME', 'ROUTE']));
    const url = value.banners.find((banner) => banner.linkageType === 'URL');
    expect(url?.linkUrl?.startsWith(TEST_PUBLIC_URL)).toBe(true);
    const game = value.banners.find((banner) => banner.linkageType === 'GAME');
    expect(game?.linkUrl).toBe(String(game?.nodeId));

    expect(value.player[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      content: expect.stringContaining('<'),
      promotionType: expect.any(String),
      time: expect.any(String),
    });
    expect(new Date(value.player[0]?.time ?? '').toISOString()).toBe(value.player[0]?.time);
    expect(value.promotion.length).toBeGreaterThan(0);
    expect(value.popup.map((popup) => popup.execution).sort()).toEqual(['A', 'A', 'B', 'F']);
  });

  it('pages notices 9 at a time, newest first', async () => {
    const first = (await announcements('types=PL')).body.value;
    expect(first).toMatchObject({ pageNo: 1, pageSize: 9 });
    expect(first.playerTotal).toBeGreaterThanOrEqual(20);
    expect(first.player).toHaveLength(9);
    const times = first.player.map((notice) => Date.parse(notice.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const pages = Math.ceil(first.playerTotal / 9);
    const last = (await announcements(`types=PL&pageNo=${pages}&pageSize=9`)).body.value;
    expect(last.player).toHaveLength(first.playerTotal - (pages - 1) * 9);
    const ids = new Set<number>();
    for (let pageNo = 1; pageNo <= pages; pageNo += 1) {
      for (const notice of (await announcements(`types=PL&pageNo=${pageNo}`)).body.value.player) ids.add(notice.id);
    }
    expect(ids.size).toBe(first.playerTotal);
    expect((await announcements(`types=PL&pageNo=${pages + 1}`)).body.value.player).toEqual([]);
  });

  it('carries a notice with hostile HTML on the first page (for the client sanitizer)', async () => {
    const { player } = (await announcements('types=PL')).body.value;
    const hostile = player.find((notice) => notice.content.includes('<script'));
    expect(hostile).toBeDefined();
    expect(hostile?.content).toMatch(/onerror=/);
    expect(hostile?.content).toMatch(/href="javascript:/);
  });

  it('answers only the requested types', async () => {
    const { body } = await announcements('types=B,PL,PU,PR&execution=B');
    expect(body.value.popup.map((popup) => popup.execution)).toEqual(['B']);
    const onlyBanners = (await announcements('types=B&groupName=w_home')).body.value;
    expect(onlyBanners.player).toEqual([]);
    expect(onlyBanners.popup).toEqual([]);
    expect(onlyBanners.promotion).toEqual([]);
    expect(onlyBanners.banners.length).toBe(5);
    expect(onlyBanners.banners.every((banner) => banner.groupName === 'w_home')).toBe(true);
    expect((await announcements('types=PU&execution=F')).body.value.popup.map((popup) => popup.execution)).toEqual(['F']);
    expect((await announcements('types=PU&execution=A')).body.value.popup).toHaveLength(2);
  });

  it('answers Tagalog texts', async () => {
    const en = (await announcements('types=PL,PU')).body.value;
    const ty = (await sim.get<Announcements>('/wps/relay/MCSFE_getListAnnouncements?types=PL,PU&language=TY')).body.value;
    expect(ty.player[0]?.id).toBe(en.player[0]?.id);
    expect(ty.player[0]?.title).not.toBe(en.player[0]?.title);
  });

  it.each(['types=XX', 'execution=Z', 'pageSize=0', 'pageNo=0'])('answers 400 for %s', async (query) => {
    expect((await announcements(query)).statusCode).toBe(400);
  });
});

describe('GET /wps/relay/ODSFE2_getWinnerBoard', () => {
  it('answers 20 masked winners, the same every time', async () => {
    const url = '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN&limitNum=20';
    const { body } = await sim.get<{ list: { vo: { customerName: string; gameName: string; winAmount: number } }[] }>(url);
    expect(body.value.list).toHaveLength(20);
    for (const { vo } of body.value.list) {
      expect(vo.customerName).toMatch(/^[a-z]{2}\*\*\*[a-z0-9]$/);
      expect(vo.gameName).toEqual(expect.any(String));
      expect(vo.winAmount).toBeGreaterThan(0);
      expect(Math.round(vo.winAmount * 100) / 100).toBe(vo.winAmount);
    }
    expect((await sim.get(url)).body).toEqual(body);
    const five = await sim.get<{ list: unknown[] }>('/wps/relay/ODSFE2_getWinnerBoard?limitNum=5');
    expect(five.body.value.list).toEqual(body.value.list.slice(0, 5));
  });

  it('answers 400 above the limit', async () => {
    expect((await sim.get('/wps/relay/ODSFE2_getWinnerBoard?limitNum=500')).statusCode).toBe(400);
  });
});

describe('GET /wps/system/helpCenter', () => {
  it.each(['EN', 'TY'])('answers the sections in %s', async (lang) => {
    const { body } = await sim.get<{ sections: { id: number; anchor: string; title: string; content: string }[] }>(
      `/wps/system/helpCenter?lang=${lang}&device=WEB`,
    );
    expect(body.value.sections.map((section) => section.anchor)).toEqual(expect.arrayContaining(['term', 'privacy', 'faq', 'deposit']));
    for (const section of body.value.sections) {
      expect(section).toEqual({ id: expect.any(Number), anchor: expect.any(String), title: expect.any(String), content: expect.stringContaining('<') });
    }
  });

  it('answers announcements in CN, TH and VI where written, English otherwise', async () => {
    type Answer = { player: { title: string }[]; popup: { id: number; title: string }[] };
    const list = async (language: string) =>
      (await sim.get<Answer>(`/wps/relay/MCSFE_getListAnnouncements?types=PL,PU&platform=W&language=${language}`)).body.value;
    expect((await list('CN')).player[0]?.title).toBe('计划维护');
    expect((await list('TH')).player[0]?.title).toBe('ปิดปรับปรุงตามกำหนด');
    expect((await list('VI')).popup.find((popup) => popup.id === 801)?.title).toBe('Tiền hoàn trả hôm nay đã sẵn sàng');
    // Not written in Chinese: English.
    expect((await list('CN')).popup.find((popup) => popup.id === 802)?.title).toBe('VIP week');
  });

  it('differs by language and falls back to English', async () => {
    const title = async (lang: string) =>
      (await sim.get<{ sections: { anchor: string; title: string }[] }>(`/wps/system/helpCenter?lang=${lang}&device=WEB`)).body.value.sections.find(
        (section) => section.anchor === 'term',
      )?.title;
    expect(await title('EN')).toBe('Terms and conditions');
    expect(await title('TY')).toBe('Mga tuntunin at kundisyon');
    expect(await title('VI')).toBe('Điều khoản và điều kiện');
    expect(await title('CN')).toBe('条款与条件');
    expect(await title('TH')).toBe('ข้อกำหนดและเงื่อนไข');
    expect(await title('KO')).toBe('Terms and conditions');
  });
});
