import { screen } from '@testing-library/react';
import { envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import { renderPage } from '../../testing/render-page';
import { useReferralInfo, useReferralSwitch } from './get-referral-info';

const INFO = { enabled: true, referralCode: 'DEMO01REF', ratePercent: 0.5, todayEarnings: 50, yesterdayEarnings: 40, inviteeCount: 9, newToday: 1, activeToday: 5 };

function MenuView() {
  const on = useReferralSwitch();
  return <output aria-label="switch">{on.data === undefined ? 'unknown' : String(on.data)}</output>;
}

function PageView() {
  const info = useReferralInfo();
  return <output aria-label="code">{info.data?.enabled ? info.data.referralCode : '-'}</output>;
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

describe('MCSFE_getReferralInfo', () => {
  it('serves the menu switch and the referral page from one request', async () => {
    const fetchMock = mockFetchRoutes([{ path: '/wps/relay/MCSFE_getReferralInfo', body: envelope(INFO) }]);
    renderPage(
      <>
        <MenuView />
        <PageView />
      </>,
    );

    expect(await screen.findByText('DEMO01REF')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'switch' })).toHaveTextContent('true');
    expect(fetchMock.requests.filter((request) => request.path === '/wps/relay/MCSFE_getReferralInfo')).toHaveLength(1);
  });

  it('reads the switch off from the same answer', async () => {
    mockFetchRoutes([{ path: '/wps/relay/MCSFE_getReferralInfo', body: envelope({ enabled: false }) }]);
    renderPage(
      <>
        <MenuView />
        <PageView />
      </>,
    );

    expect(await screen.findByText('false')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'code' })).toHaveTextContent('-');
  });
});
