import { MEMBER_PAGES, memberPagePath, memberPageTitleKey, type SessionKind } from '@gp/kernel';
import { breadcrumbSteps, findRoute, guardRoute, startsAtBoot, hasOwnLayout, isGamePage, isHomeView, ROUTE_ALIASES, ROUTES, showsBreadcrumb, showsSideMenu } from './route-rules';

const route = (path: string) => {
  const found = findRoute(path);
  if (!found) throw new Error(`no route for ${path}`);
  return found;
};

describe('route table (SPEC §2)', () => {
  it('has every route of the spec', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const path of ['/index', '/login', '/register', '/help', '/promotions', '/pointMall', '/sports', '/esports', '/lott', '/elott', '/live', '/fish', '/rng', '/pvp', '/favorite', '/recent', '/lottery', '/seaLottery', '/vnLottery', '/seamless', '/member', '/agent', '/agentHome']) {
      expect(paths).toContain(path);
    }
  });

  it('maps the lottery aliases to their pages', () => {
    expect(ROUTE_ALIASES).toEqual({ '/sealottery': '/seaLottery', '/vnlottery': '/vnLottery', '/lottert': '/lottery' });
  });

  it('gives each page to its owner', () => {
    expect(route('/rng').owner).toEqual({ kind: 'remote', remote: 'mf_games', routeId: 'rng' });
    expect(route('/member/securityCenter').owner).toEqual({ kind: 'remote', remote: 'mf_member', routeId: 'member' });
    expect(route('/vnLottery').owner).toEqual({ kind: 'remote', remote: 'mf_lottery', routeId: 'vnLottery' });
    expect(route('/agentHome/agentTeamOverview').owner).toEqual({ kind: 'remote', remote: 'mf_agent', routeId: 'agentHome' });
    expect(route('/login')).toMatchObject({ owner: { kind: 'shell', view: 'home' }, dialog: 'login' });
  });

  it('lets the agent centre draw its own layout, and only it', () => {
    for (const path of ['/agentHome', '/agentHome/agentTeamOverview', '/agentHome/downlineManagmentView']) expect(hasOwnLayout(path)).toBe(true);
    for (const path of ['/agent', '/agenthome', '/member/securityCenter', '/index', '/lottery', '/nowhere']) expect(hasOwnLayout(path)).toBe(false);
  });

  it('knows the pages of the home view, whatever the case', () => {
    for (const path of ['/', '/index', '/Login', '/register', '/help']) expect(isHomeView(path)).toBe(true);
    for (const path of ['/promotions', '/rng', '/member', '/lottery', '/indexes']) expect(isHomeView(path)).toBe(false);
  });
});

describe('guards', () => {
  const kinds: SessionKind[] = ['guest', 'member', 'trial', 'agent'];
  const decide = (path: string) => Object.fromEntries(kinds.map((kind) => [kind, guardRoute(route(path), kind).action]));

  it('sends a guest to /login on routes that need a session', () => {
    for (const path of ['/member', '/lottery', '/seaLottery', '/vnLottery', '/favorite', '/recent', '/seamless', '/pointMall']) {
      expect(guardRoute(route(path), 'guest')).toEqual({ action: 'login' });
    }
  });

  it('lets everyone browse the public pages', () => {
    for (const path of ['/index', '/rng', '/live', '/sports', '/promotions', '/agent']) {
      expect(decide(path)).toEqual({ guest: 'render', member: 'render', trial: 'render', agent: 'render' });
    }
  });

  it('keeps trial accounts out of member and agent pages', () => {
    expect(guardRoute(route('/member'), 'trial')).toEqual({ action: 'trial-blocked' });
    expect(guardRoute(route('/agentHome'), 'trial')).toEqual({ action: 'trial-blocked' });
    expect(guardRoute(route('/pointMall'), 'trial')).toEqual({ action: 'trial-blocked' });
    expect(guardRoute(route('/rng'), 'trial')).toEqual({ action: 'render' });
  });

  it('sends non-agents on /agentHome back to /agent', () => {
    expect(guardRoute(route('/agentHome'), 'member')).toEqual({ action: 'redirect', to: '/agent' });
    expect(guardRoute(route('/agentHome'), 'guest')).toEqual({ action: 'redirect', to: '/agent' });
    expect(guardRoute(route('/agentHome'), 'agent')).toEqual({ action: 'render' });
  });
});

describe('start-up loading of the first route', () => {
  const route = (path: string) => {
    const found = findRoute(path);
    if (!found) throw new Error(`no route ${path}`);
    return found;
  };
  it('starts a public remote page for everyone', () => {
    expect(startsAtBoot(route('/rng'), false)).toBe(true);
    expect(startsAtBoot(route('/rng'), true)).toBe(true);
  });
  it('starts a member or agent page only when a token is stored', () => {
    expect(startsAtBoot(route('/member'), false)).toBe(false);
    expect(startsAtBoot(route('/agentHome'), false)).toBe(false);
    expect(startsAtBoot(route('/member'), true)).toBe(true);
    expect(startsAtBoot(route('/agentHome'), true)).toBe(true);
  });
  it('never starts a shell view', () => {
    expect(startsAtBoot(route('/index'), true)).toBe(false);
  });
});

describe('layout rules', () => {
  it('hides the side menu on game pages only', () => {
    for (const path of ['/seamless', '/lottery', '/seaLottery', '/vnLottery', '/sealottery', '/vnlottery', '/lottert']) {
      expect(isGamePage(path)).toBe(true);
      expect(showsSideMenu(path)).toBe(false);
    }
    for (const path of ['/index', '/rng', '/member', '/agentHome', '/lott', '/elott']) {
      expect(showsSideMenu(path)).toBe(true);
    }
  });

  it('hides the breadcrumb on /index, the lottery pages, /seamless and /help', () => {
    for (const path of ['/index', '/lottery', '/vnlottery', '/sealottery', '/vnLottery', '/seaLottery', '/seamless', '/help']) {
      expect(showsBreadcrumb(path)).toBe(false);
    }
    for (const path of ['/rng', '/member', '/promotions', '/favorite', '/agent']) {
      expect(showsBreadcrumb(path)).toBe(true);
    }
  });

  it('adds a member-centre page to the breadcrumb, the member centre linking to /member', () => {
    const member = findRoute('/member/transferFund');
    expect(member && breadcrumbSteps(member, '/member/transferFund')).toEqual([
      { titleKey: 'nav.member', to: '/member' },
      { commonKey: 'memberPages.transferFund' },
    ]);
    // /member itself, and a sub-page the shell does not know, show the member centre alone.
    expect(member && breadcrumbSteps(member, '/member')).toEqual([{ titleKey: 'nav.member' }]);
    expect(member && breadcrumbSteps(member, '/member/toString')).toEqual([{ titleKey: 'nav.member' }]);
    const rng = findRoute('/rng');
    expect(rng && breadcrumbSteps(rng, '/rng/anything')).toEqual([{ titleKey: 'nav.rng' }]);
  });

  it('knows every member-centre page of the federation contract, titled as the contract titles it', () => {
    for (const id of MEMBER_PAGES) {
      const path = memberPagePath(id);
      const route = findRoute(path);
      expect(route?.owner).toEqual({ kind: 'remote', remote: 'mf_member', routeId: 'member' });
      expect(route && breadcrumbSteps(route, path)).toEqual([
        { titleKey: 'nav.member', to: '/member' },
        { commonKey: memberPageTitleKey(id) },
      ]);
    }
    expect(Object.keys(findRoute('/member')?.subpages ?? {})).toEqual([...MEMBER_PAGES]);
  });
});
