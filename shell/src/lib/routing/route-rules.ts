import { type CommonKey, type GamesRouteId, type LotteryRouteId, MEMBER_PAGES, memberPageTitleKey, type RemoteName, type SessionKind } from '@gp/kernel';
import { type RemoteRouteIds } from '@gp/kernel/host';
import type { ShellKey } from '../i18n/translation';

/** A remote and one of its own route ids (a union per remote, so `routeId` is checked against `remote`). */
export type RemoteOwner = { [N in RemoteName]: { kind: 'remote'; remote: N; routeId: RemoteRouteIds[N] } }[RemoteName];

/** Where a route's page comes from: a shell view or a remote's `./routes` module. */
export type RouteOwner = { kind: 'shell'; view: 'home' } | RemoteOwner;

export type RouteDef = {
  /** Canonical path (case as in SPEC §2). Remotes that own sub-routes get `/*` in the router. */
  path: string;
  owner: RouteOwner;
  /** i18n key of the page title (breadcrumb). */
  titleKey: ShellKey;
  /**
   * A nested remote's sub-pages by their first segment below `path`, with their titles in the
   * common catalogue (the remote's pages as the federation contract lists them): the breadcrumb
   * adds the sub-page (Member centre › Wallet). A sub-page not listed shows the route's title alone.
   */
  subpages?: Readonly<Record<string, CommonKey>>;
  auth: boolean;
  /** Real accounts only: trial accounts are kept out (SPEC §6). */
  realAccountOnly?: boolean;
  /** Agents only: others are sent to /agent (SPEC §2). */
  agentOnly?: boolean;
  /** The remote owns the sub-routes below this path. */
  nested?: boolean;
  /** The dialog a home-view alias opens. */
  dialog?: 'login' | 'register' | 'help';
  /**
   * 'own': the remote draws the whole page with its own header and menu (the agent centre); the
   * player layout (side menu, header, breadcrumb, footer, right bar) is not drawn. Default 'player'.
   */
  layout?: 'player' | 'own';
};

/** A page of mf-games at `/<routeId>`: `games('slotz', …)` does not compile. */
export const games = (routeId: GamesRouteId, titleKey: ShellKey, auth = false): RouteDef => ({
  path: `/${routeId}`,
  owner: { kind: 'remote', remote: 'mf_games', routeId },
  titleKey,
  auth,
});
/** A page of mf-lottery at `/<routeId>`, for signed-in accounts. */
export const lottery = (routeId: LotteryRouteId, titleKey: ShellKey): RouteDef => ({
  path: `/${routeId}`,
  owner: { kind: 'remote', remote: 'mf_lottery', routeId },
  titleKey,
  auth: true,
});

/** The member centre's pages and their titles, from the federation contract (mf-member owns them). */
const MEMBER_SUBPAGES: Readonly<Record<string, CommonKey>> = Object.fromEntries(MEMBER_PAGES.map((id) => [id, memberPageTitleKey(id)]));

/** The route table of SPEC §2. */
export const ROUTES: readonly RouteDef[] = [
  { path: '/index', owner: { kind: 'shell', view: 'home' }, titleKey: 'nav.home', auth: false },
  { path: '/login', owner: { kind: 'shell', view: 'home' }, titleKey: 'nav.home', auth: false, dialog: 'login' },
  { path: '/register', owner: { kind: 'shell', view: 'home' }, titleKey: 'nav.home', auth: false, dialog: 'register' },
  { path: '/help', owner: { kind: 'shell', view: 'home' }, titleKey: 'nav.home', auth: false, dialog: 'help' },
  // Public: the member team owns promotions (issue 12); /promotions/<id> is a promotion's details.
  { path: '/promotions', owner: { kind: 'remote', remote: 'mf_member', routeId: 'promotions' }, titleKey: 'nav.promotions', auth: false, nested: true },
  {
    path: '/pointMall',
    owner: { kind: 'remote', remote: 'mf_member', routeId: 'pointMall' },
    titleKey: 'nav.pointMall',
    auth: true,
    realAccountOnly: true,
  },
  games('sports', 'nav.sports'),
  games('esports', 'nav.esports'),
  games('lott', 'nav.lott'),
  games('elott', 'nav.elott'),
  games('live', 'nav.live'),
  games('fish', 'nav.fish'),
  games('rng', 'nav.rng'),
  games('pvp', 'nav.pvp'),
  games('favorite', 'nav.favorite', true),
  games('recent', 'nav.recent', true),
  games('seamless', 'nav.seamless', true),
  lottery('lottery', 'nav.lottery'),
  lottery('seaLottery', 'nav.seaLottery'),
  lottery('vnLottery', 'nav.vnLottery'),
  {
    path: '/member',
    owner: { kind: 'remote', remote: 'mf_member', routeId: 'member' },
    titleKey: 'nav.member',
    auth: true,
    realAccountOnly: true,
    nested: true,
    subpages: MEMBER_SUBPAGES,
  },
  { path: '/agent', owner: { kind: 'remote', remote: 'mf_agent', routeId: 'agent' }, titleKey: 'nav.agent', auth: false },
  {
    path: '/agentHome',
    owner: { kind: 'remote', remote: 'mf_agent', routeId: 'agentHome' },
    titleKey: 'nav.agentHome',
    auth: true,
    realAccountOnly: true,
    agentOnly: true,
    nested: true,
    layout: 'own',
  },
];

/** Other spellings seen in the wild (SPEC §2); they land on the canonical page with the query kept. */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/sealottery': '/seaLottery',
  '/vnlottery': '/vnLottery',
  '/lottert': '/lottery',
};

const LOTTERY_PATHS = ['/lottery', '/sealottery', '/vnlottery', '/lottert'];
const NO_BREADCRUMB = ['/index', '/lottery', '/vnlottery', '/sealottery', '/seamless', '/help'];

function firstSegment(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  return `/${segment}`.toLowerCase();
}

/** Game pages (/seamless and the lottery pages) take the whole width. */
export function isGamePage(pathname: string): boolean {
  const top = firstSegment(pathname);
  return top === '/seamless' || LOTTERY_PATHS.includes(top);
}

/** Side-menu visibility is the opposite of being on a game page (SPEC §2). */
export function showsSideMenu(pathname: string): boolean {
  return !isGamePage(pathname);
}

/** The agent centre replaces the player layout with its own (SPEC §2: "agent layout"). */
export function hasOwnLayout(pathname: string): boolean {
  const route = findRoute(pathname);
  // Routes match case-sensitively: /agenthome is the not-found page, in the player layout.
  return route?.layout === 'own' && `/${pathname.split('/')[1] ?? ''}` === route.path;
}

export function showsBreadcrumb(pathname: string): boolean {
  return !NO_BREADCRUMB.includes(firstSegment(pathname));
}

/** A step titled by the shell (`titleKey`) or, for a remote's sub-page, by the common catalogue (`commonKey`). */
export type BreadcrumbStep = { titleKey: ShellKey; to?: string } | { commonKey: CommonKey };

/** The steps after Home: the route's title, and a listed sub-page's title after it (the route's title then links to the route). */
export function breadcrumbSteps(route: RouteDef, pathname: string): BreadcrumbStep[] {
  const subpage = pathname.split('/')[2] ?? '';
  const subTitle = route.subpages && Object.hasOwn(route.subpages, subpage) ? route.subpages[subpage] : undefined;
  return subTitle ? [{ titleKey: route.titleKey, to: route.path }, { commonKey: subTitle }] : [{ titleKey: route.titleKey }];
}

export function findRoute(pathname: string): RouteDef | undefined {
  const top = firstSegment(pathname);
  return ROUTES.find((route) => route.path.toLowerCase() === top);
}

/** The pages that show the home view and its banners: /, /index and its dialog aliases (/login, /register, /help). */
export function isHomeView(pathname: string): boolean {
  if (firstSegment(pathname) === '/') return true;
  const owner = findRoute(pathname)?.owner;
  return owner?.kind === 'shell' && owner.view === 'home';
}

/**
 * Whether the page opened at start-up may start loading its remote before the session is known:
 * only when the guard could let it render — a public route, or any route while a token is stored
 * (a guest on a member or agent page is sent to the login or /agent, so its remote is not needed).
 */
export function startsAtBoot(route: RouteDef, hasStoredToken: boolean): boolean {
  return route.owner.kind === 'remote' && (hasStoredToken || (!route.auth && !route.agentOnly));
}

export type GuardResult =
  | { action: 'render' }
  | { action: 'login' }
  | { action: 'redirect'; to: string }
  | { action: 'trial-blocked' };

/** Who may open a route, decided from the session kind alone (SPEC §2 and §6). */
export function guardRoute(route: RouteDef, kind: SessionKind): GuardResult {
  // Agents sign in on /agent, so a guest opening the agent centre is sent there rather than to /login.
  if (route.agentOnly && kind === 'guest') return { action: 'redirect', to: '/agent' };
  if (route.auth && kind === 'guest') return { action: 'login' };
  if (route.realAccountOnly && kind === 'trial') return { action: 'trial-blocked' };
  if (route.agentOnly && kind !== 'agent') return { action: 'redirect', to: '/agent' };
  return { action: 'render' };
}
