import type { ReactNode } from 'react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { onEvent } from '@gp/kernel';
import { createTestEncryptionKeys, envelope, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig, type TestEncryptionKeys } from '@gp/kernel/testing';
import { createQueryClient, QueryProvider, useQuery, useQueryClient } from '@gp/kernel/query';
import { accountKeys } from '../account-keys';
import { useTransferToUpline, useUplineInfo, useUplineSwitch } from './upline';

const INFO = '/wps/relay/MCS2_transferUplineInfo';
const TRANSFER = '/wps/relay/passwordCheck/MCS2_transferUpline';
const ANSWER = { allowed: true, uplineAccount: 'agent01', uplineNickname: 'Agent One', mainBalance: 800, hasPaymentPassword: true, minAmount: 1, maxAmount: 50000 };

function MenuView() {
  const on = useUplineSwitch();
  return <output aria-label="switch">{on.data === undefined ? 'unknown' : String(on.data)}</output>;
}

function PageView() {
  const info = useUplineInfo();
  return <output aria-label="upline">{info.data ? `${info.data.uplineAccount ?? '-'} ${info.data.mainBalance}` : '-'}</output>;
}

let keys: TestEncryptionKeys;

beforeAll(async () => {
  keys = await createTestEncryptionKeys();
});

beforeEach(() => {
  setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk } });
});

describe('MCS2_transferUplineInfo', () => {
  it("serves a centre's menu switch and its transfer page from one request", async () => {
    const fetchMock = mockFetchRoutes([{ path: INFO, body: envelope(ANSWER) }]);
    renderWithProviders(
      <>
        <MenuView />
        <PageView />
      </>,
    );
    expect(await screen.findByText('agent01 800')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'switch' })).toHaveTextContent('true');
    expect(fetchMock.requests.filter((request) => request.path === INFO)).toHaveLength(1);
  });

  it('a page opened after the menu has answered reads that answer: no second request', async () => {
    const fetchMock = mockFetchRoutes([{ path: INFO, body: envelope(ANSWER) }]);
    const { rerender } = renderWithProviders(<MenuView />);
    expect(await screen.findByText('true')).toBeInTheDocument();
    rerender(
      <>
        <MenuView />
        <PageView />
      </>,
    );
    expect(screen.getByText('agent01 800')).toBeInTheDocument();
    // Lets a refetch on mount, were there one, reach fetch.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fetchMock.requests.filter((request) => request.path === INFO)).toHaveLength(1);
  });

  it('reads the switch off from the same answer; an answer of another shape is an error, not a switch', async () => {
    mockFetchRoutes([{ path: INFO, body: envelope({ ...ANSWER, allowed: false, uplineAccount: null }) }]);
    const { unmount } = renderWithProviders(<MenuView />);
    expect(await screen.findByText('false')).toBeInTheDocument();
    unmount();

    mockFetchRoutes([{ path: INFO, body: envelope({ allowed: 'yes' }) }]);
    const { result } = renderHook(() => useUplineSwitch(), { wrapper: renderWrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
  });

  it('a transfer refreshes the upline info, what the app names, and the balance', async () => {
    const fetchMock = mockFetchRoutes([
      { path: INFO, body: envelope(ANSWER), times: 1 },
      { path: INFO, body: envelope({ ...ANSWER, mainBalance: 750 }) },
      { path: TRANSFER, method: 'POST', body: envelope({ orderNo: 'T1', amount: 50 }) },
      { path: '/records', body: envelope({ n: 1 }) },
    ]);
    const refresh = jest.fn();
    const off = onEvent('balance-refresh-requested', refresh);
    const { result } = renderHook(
      () => {
        const info = useUplineInfo();
        const records = useQuery({ queryKey: ['app', 'records'], queryFn: () => fetch('http://api.test/records').then((r) => r.json() as Promise<unknown>) });
        const transfer = useTransferToUpline([['app', 'records']]);
        return { info, records, transfer, client: useQueryClient() };
      },
      { wrapper: renderWrapper() },
    );
    await waitFor(() => expect(result.current.info.data?.mainBalance).toBe(800));
    await waitFor(() => expect(result.current.records.isSuccess).toBe(true));

    await act(() => result.current.transfer.mutateAsync({ amount: 50, paymentPassword: '135790', remark: '', requestId: 'r-1' }));
    await waitFor(() => expect(result.current.info.data?.mainBalance).toBe(750));
    await waitFor(() => expect(fetchMock.requests.filter((request) => request.path === '/records')).toHaveLength(2));
    expect(refresh).toHaveBeenCalledTimes(1);
    const sent = fetchMock.requests.find((request) => request.path === TRANSFER);
    const { fields } = await keys.decrypt((sent?.body as { value: string }).value);
    expect(fields).toEqual({ amount: 50, paymentPassword: '135790', remark: '', requestId: 'r-1' });
    expect(result.current.client.getQueryState(accountKeys.uplineInfo())?.dataUpdateCount).toBe(2);
    off();
  });
});

function renderWrapper() {
  const client = createQueryClient({ queries: { retry: false } });
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryProvider client={client}>{children}</QueryProvider>;
  };
}
