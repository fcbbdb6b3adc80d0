import { screen } from '@testing-library/react';
import { commonEn, MemoryRouter, Route, Routes, type MemberRouteId } from 'shared';
import { envelope, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig, testMember, type FetchMock } from 'shared/testing';
import { en } from '../locales/en';
import MemberRoutes from './routes';

let fetchMock: FetchMock;

/** Mounted like the shell does: /member/* for the member centre, /pointMall on its own. */
function renderAt(url: string, routeId: MemberRouteId) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/member/*" element={<MemberRoutes routeId={routeId} />} />
        <Route path="/pointMall" element={<MemberRoutes routeId={routeId} />} />
      </Routes>
    </MemoryRouter>,
    { session: { token: 'tok-member', member: null } },
  );
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
  fetchMock = mockFetchRoutes([{ path: '/wps/member/info', body: envelope(testMember({ account: 'routed' })) }]);
});

describe('mf-member routes', () => {
  it.each(['/member', '/member/securityCenter'])('%s shows my account', async (url) => {
    renderAt(url, 'member');

    expect(await screen.findByRole('region', { name: en.security.title })).toBeInTheDocument();
    expect(screen.getByText('routed')).toBeInTheDocument();
  });

  it('an unknown member page is not available yet', () => {
    renderAt('/member/somethingElse', 'member');

    expect(screen.getByRole('heading', { level: 1, name: commonEn.ui.notAvailableYet })).toBeInTheDocument();
    expect(fetchMock.requests).toHaveLength(0);
  });

  it('the point mall is not available yet', () => {
    renderAt('/pointMall', 'pointMall');

    expect(screen.getByRole('heading', { level: 1, name: commonEn.ui.notAvailableYet })).toBeInTheDocument();
    expect(fetchMock.requests).toHaveLength(0);
  });
});
