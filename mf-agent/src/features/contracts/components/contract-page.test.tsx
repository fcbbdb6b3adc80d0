import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type WhitelabelNode, setContractsAtom } from '@gp/kernel';
import { businessError, envelope, type MockRoute, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { renderPage } from '../../../testing/render-page';
import type { Contract, SalaryRecord } from '../api/contracts';
import { ContractPage } from './contract-page';
import { OfferDialog } from './offer-dialog';
import { PendingOffersBanner } from './pending-offers-banner';

jest.setTimeout(30_000);

const SUMMARY = '/wps/relay/MCS2_contractSummary';
const RECORDS = '/wps/relay/MCS2_salaryRecords';
const LIST = '/wps/relay/MCS2_contractList';
const RANGE = '/wps/relay/MCS2_contractRateRange';
const OFFER = '/wps/relay/MCS2_offerContract';
const DAILY_ANSWER = '/wps/relay/MCS2_processDailySalContract';
const TERMINATE = '/wps/relay/MCS2_terminateContract';

const node = (modId: string, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({ modId, enabled: true, childrenNodes });
const FEATURES = [node('AGENT3', [node('AGENTPOLICY3'), node('SIGNCONDIV3'), node('DAILYSALCONT3'), node('HOURSAL3'), node('RTSALARY3')])];

function contract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 7,
    kind: 'DAILY',
    status: 'A',
    uplineAccount: 'PLATFORM',
    downlineAccount: 'agent01',
    computationPeriod: 'D',
    rows: [
      { minimumBet: 0, activeMember: 0, netLoss: 0, rate: 1 },
      { minimumBet: 50000, activeMember: 30, netLoss: 0, rate: 1.5 },
    ],
    topRate: 1.5,
    createTime: '2026-09-26T10:00:00+08:00',
    signTime: '2026-09-26T11:00:00+08:00',
    endTime: null,
    terminationBy: null,
    endReason: null,
    downlineHigherRate: 'N',
    affectedDownlines: [],
    ...overrides,
  };
}

function record(id: number, status: SalaryRecord['status']): SalaryRecord {
  return {
    id,
    kind: 'DAILY',
    contractId: 7,
    periodStart: '2026-11-24T00:00:00+08:00',
    periodEnd: '2026-11-25T00:00:00+08:00',
    teamValidBet: 12000,
    teamProfitLoss: -300,
    activeMembers: 14,
    rate: 1,
    amount: 120,
    status,
    payTime: status === 'P' ? null : '2026-11-25T01:00:00+08:00',
    remark: status === 'R' ? 'Rejected: irregular betting' : '',
  };
}

const summary = (mine: Contract | null) =>
  envelope({
    kind: 'DAILY',
    contract: mine,
    current: mine
      ? { periodStart: '2026-11-25T00:00:00+08:00', periodEnd: '2026-11-26T00:00:00+08:00', teamValidBet: 5000, teamProfitLoss: 200, activeMembers: 9, rate: 1, estimatedAmount: 50 }
      : null,
    previous: mine ? record(3, 'A') : null,
    lastSettledAt: mine ? '2026-11-25T00:00:00+08:00' : null,
    nextSettlementAt: mine ? '2026-11-26T00:00:00+08:00' : null,
  });

const page = <T,>(list: T[], footer: unknown = null) => envelope({ list, page: 1, size: 13, totalPages: 1, totalElements: list.length, footer });

/**
 * The contract list answers by its query: my own contracts (role DOWNLINE: the offers to me) or
 * the ones I gave (role UPLINE), the status filter applied as the server does.
 */
function mockApi(routes: MockRoute[], lists: { offers?: Contract[]; given?: Contract[] }) {
  const fetchMock = mockFetchRoutes(routes);
  const base = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname !== LIST || !base) return base ? base(input, init) : new Response(null, { status: 404 });
    await base(input, init); // recorded like every request
    const statuses = url.searchParams.get('status')?.split(',');
    const list = (url.searchParams.get('role') === 'DOWNLINE' ? (lists.offers ?? []) : (lists.given ?? [])).filter((item) => !statuses || statuses.includes(item.status));
    return new Response(JSON.stringify(page(list)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return fetchMock;
}

function routes({ offers = [], given = [], mine = contract() }: { offers?: Contract[]; given?: Contract[]; mine?: Contract | null } = {}, extra: MockRoute[] = []) {
  return mockApi(
    [
      ...extra,
      { path: SUMMARY, body: summary(mine) },
      { path: RECORDS, body: { ...page([record(5, 'P'), record(4, 'R'), record(3, 'A')], { count: 3, amount: 120, teamValidBet: 36000 }) } },
      { path: LIST, body: page([]) },
    ],
    { offers, given },
  );
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

describe('contract pages', () => {
  it('shows my contract with its rate table, the current period, and my records with their statuses and totals', async () => {
    routes();
    renderPage(<ContractPage kind="DAILY" title={en.pages.agentDailyWages2} />);

    const mine = await screen.findByRole('article', { name: 'Daily wages contract 7' });
    expect(within(mine).getByText('Platform')).toBeInTheDocument();
    expect(within(mine).getByText('Signed')).toBeInTheDocument();
    const rates = within(mine).getByRole('table', { name: en.contracts.rates });
    expect(within(rates).getAllByRole('row')).toHaveLength(3);
    expect(within(rates).getByText('1.5%')).toBeInTheDocument();
    // The platform's contracts are ended by the operator: no Ask to end.
    expect(within(mine).queryByRole('button', { name: en.contracts.terminate })).not.toBeInTheDocument();
    // The current period's figures sit inside my contract's card.
    expect(within(mine).getByText(en.contracts.current)).toBeInTheDocument();
    expect(within(mine).getByText(en.contracts.currentRate)).toBeInTheDocument();
    expect(within(mine).getByText('₱50.00')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: en.contracts.records });
    expect(within(table).getByText('Not paid yet')).toBeInTheDocument();
    expect(within(table).getByText('Rejected')).toBeInTheDocument();
    expect(within(table).getByText('Rejected: irregular betting')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Total (3)' })).toBeInTheDocument();
    expect(await screen.findByText(en.contracts.givenNone)).toBeInTheDocument();
  });

  it('says so when I have no contract of the kind, and a failed call shows the message with Retry', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = routes({ mine: null }, [{ path: SUMMARY, body: businessError('boom'), times: 1 }]);
    renderPage(<ContractPage kind="DAILY" title={en.pages.agentDailyWages2} />);

    await user.click(await screen.findByRole('button', { name: /retry/i }));
    expect(await screen.findByText(en.contracts.noContract)).toBeInTheDocument();
    expect(fetchMock.requests.filter((request) => request.path === SUMMARY)).toHaveLength(2);
  });

  it('accepts an offer after a confirmation that warns about the downlines whose contracts end', async () => {
    const user = userEvent.setup({ delay: null });
    const offer = contract({ id: 11, status: 'P', uplineAccount: 'agent01', downlineAccount: 'agent01', signTime: null, topRate: 0.8, downlineHigherRate: 'Y', affectedDownlines: ['ta201'] });
    const fetchMock = routes({ offers: [offer], mine: null }, [{ path: DAILY_ANSWER, method: 'POST', body: envelope({ ...offer, status: 'A' }) }]);
    renderPage(<ContractPage kind="DAILY" title={en.pages.agentDailyWages2} />);

    const card = await screen.findByRole('article', { name: 'Offer from agent01' });
    await user.click(within(card).getByRole('button', { name: en.contracts.accept }));
    const dialog = screen.getByRole('dialog', { name: en.contracts.acceptTitle });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Accepting ends the contracts of your downlines with a higher rate: ta201.');
    await user.click(within(dialog).getByRole('button', { name: en.contracts.accept }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const answer = fetchMock.requests.find((request) => request.path === DAILY_ANSWER);
    expect(answer?.body).toEqual({ id: 11, status: 'A', downlineHigherRate: 'Y', requestId: expect.any(String) });
  });

  it('rejecting asks first; Cancel sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const offer = contract({ id: 12, status: 'P', uplineAccount: 'agent09', signTime: null });
    const fetchMock = routes({ offers: [offer], mine: null }, [{ path: DAILY_ANSWER, method: 'POST', body: envelope({ ...offer, status: 'R' }) }]);
    renderPage(<ContractPage kind="DAILY" title={en.pages.agentDailyWages2} />);

    const card = await screen.findByRole('article', { name: 'Offer from agent09' });
    await user.click(within(card).getByRole('button', { name: en.contracts.reject }));
    await user.click(within(screen.getByRole('dialog', { name: en.contracts.rejectTitle })).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.requests.some((request) => request.path === DAILY_ANSWER)).toBe(false);

    await user.click(within(card).getByRole('button', { name: en.contracts.reject }));
    await user.click(within(screen.getByRole('dialog', { name: en.contracts.rejectTitle })).getByRole('button', { name: en.contracts.reject }));
    await waitFor(() => expect(fetchMock.requests.find((request) => request.path === DAILY_ANSWER)?.body).toEqual({ id: 12, status: 'R', requestId: expect.any(String) }));
  });

  it('asks a downline to end a contract I gave, and confirms an end my downline asked for', async () => {
    const user = userEvent.setup({ delay: null });
    const signed = contract({ id: 21, uplineAccount: 'agent01', downlineAccount: 'agent03' });
    const asked = contract({ id: 22, uplineAccount: 'agent01', downlineAccount: 'ta101', status: 'V', terminationBy: 'DOWNLINE' });
    const fetchMock = routes({ given: [signed, asked] }, [
      { path: TERMINATE, method: 'POST', body: envelope({ ...signed, status: 'V', terminationBy: 'UPLINE' }) },
      { path: DAILY_ANSWER, method: 'POST', body: envelope({ ...asked, status: 'C', endReason: 'TERMINATED' }) },
    ]);
    renderPage(<ContractPage kind="DAILY" title={en.pages.agentDailyWages2} />);

    const first = await screen.findByRole('article', { name: 'agent03 · Daily wages contract 21' });
    await user.click(within(first).getByRole('button', { name: en.contracts.terminate }));
    const dialog = screen.getByRole('dialog', { name: en.contracts.terminateTitle });
    expect(dialog).toHaveTextContent('Ask agent03 to end this contract?');
    await user.click(within(dialog).getByRole('button', { name: en.contracts.terminate }));
    await waitFor(() => expect(fetchMock.requests.find((request) => request.path === TERMINATE)?.body).toEqual({ id: 21 }));

    const second = screen.getByRole('article', { name: 'ta101 · Daily wages contract 22' });
    expect(within(second).getByText('ta101 asked to end it.')).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: en.contracts.confirmEnd }));
    await user.click(within(screen.getByRole('dialog', { name: en.contracts.confirmEndTitle })).getByRole('button', { name: en.contracts.confirmEnd }));
    await waitFor(() => expect(fetchMock.requests.find((request) => request.path === DAILY_ANSWER)?.body).toEqual({ id: 22, status: 'A', requestId: expect.any(String) }));
  });

  it('a refused answer shows the catalogue message in the dialog, which stays open', async () => {
    const user = userEvent.setup({ delay: null });
    const offer = contract({ id: 13, status: 'P', uplineAccount: 'agent09', signTime: null });
    routes({ offers: [offer], mine: null }, [{ path: DAILY_ANSWER, method: 'POST', body: businessError('state', null, 'CONTRACT_STATE') }]);
    renderPage(<ContractPage kind="DAILY" title={en.pages.agentDailyWages2} />);

    await user.click(within(await screen.findByRole('article', { name: 'Offer from agent09' })).getByRole('button', { name: en.contracts.accept }));
    const dialog = screen.getByRole('dialog', { name: en.contracts.acceptTitle });
    await user.click(within(dialog).getByRole('button', { name: en.contracts.accept }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.contracts.errors.CONTRACT_STATE);
  });
});

describe('offering a contract', () => {
  function renderOffer(account?: string) {
    const result = renderPage(<OfferDialog account={account} onClose={jest.fn()} />, { features: FEATURES });
    act(() => result.store.set(setContractsAtom, { dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 0, realtimesalreqtype: 1 }));
    return result;
  }

  const rangeRoute = (kind: string, maxRate: number, periods = ['D']) => ({ path: RANGE, body: envelope({ kind, minRate: 0.01, maxRate, maxRows: 5, periods }) });
  const pickerRoute = {
    path: '/wps/relay/ODSFE2_subordinateSimple',
    body: envelope({ list: [{ id: 1, account: 'ta201', nickname: '', userType: 'AGENT' }, { id: 2, account: 'ta105', nickname: '', userType: 'AGENT' }], page: 1, size: 100, totalElements: 2, totalPages: 1 }),
  };

  /** The downline comes from the searchable list (ODSFE2_subordinateSimple), not typed. */
  async function pickDownline(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, account: string) {
    await user.type(within(form).getByRole('combobox', { name: en.contracts.account }), account.slice(0, 3));
    await user.click(await within(form).findByRole('option', { name: account }));
  }

  it('offers the kinds I have; a rate outside my range is refused before anything is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([rangeRoute('DIVIDEND', 40, ['D', 'W', 'H', 'M']), { path: OFFER, method: 'POST', body: envelope(contract({ id: 30, status: 'P', uplineAccount: 'agent01', downlineAccount: 'agent03', kind: 'DIVIDEND', computationPeriod: 'W' })) }]);
    renderOffer('agent03');

    const kind = await screen.findByLabelText(en.contracts.kind);
    expect(within(kind).getAllByRole('option').map((option) => option.textContent)).toEqual(['Dividend', 'Daily wages', 'Real-time salary']);
    const form = await screen.findByRole('form', { name: en.contracts.offerForm });
    expect(within(form).getByText('Rates between 0.01% and 40%.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(en.contracts.rate), '45');
    await user.click(within(form).getByRole('button', { name: en.contracts.send }));
    expect(await within(form).findByText('Between 0.01% and 40%.')).toBeInTheDocument();
    expect(fetchMock.requests.some((request) => request.path === OFFER)).toBe(false);

    // A second row whose thresholds go down is refused too.
    await user.clear(within(form).getByLabelText(en.contracts.rate));
    await user.type(within(form).getByLabelText(en.contracts.rate), '10');
    await user.click(within(form).getByRole('button', { name: en.contracts.addRow }));
    const second = within(form).getByRole('group', { name: 'Row 2' });
    await user.clear(within(second).getByLabelText(en.contracts.minimumBet));
    await user.type(within(second).getByLabelText(en.contracts.minimumBet), '100000');
    await user.clear(within(second).getByLabelText(en.contracts.netLoss));
    await user.type(within(second).getByLabelText(en.contracts.netLoss), '5000');
    await user.type(within(second).getByLabelText(en.contracts.rate), '15');
    await user.selectOptions(within(form).getByLabelText(en.contracts.period), 'M');
    await user.click(within(form).getByRole('button', { name: en.contracts.send }));

    expect(await screen.findByText('Offer sent to agent03. It waits for their answer.')).toBeInTheDocument();
    expect(fetchMock.requests.find((request) => request.path === OFFER)?.body).toEqual({
      account: 'agent03',
      kind: 'DIVIDEND',
      computationPeriod: 'M',
      rows: [
        { minimumBet: 0, activeMember: 0, netLoss: 0, rate: 10 },
        { minimumBet: 100000, activeMember: 0, netLoss: 5000, rate: 15 },
      ],
    });
  });

  it('an offer to an account that is not a direct downline is refused under the account, nothing typed lost', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetchRoutes([rangeRoute('DIVIDEND', 40, ['W']), rangeRoute('DAILY', 2), pickerRoute, { path: OFFER, method: 'POST', body: businessError('no', null, 'NOT_DIRECT_DOWNLINE') }]);
    renderOffer();

    await user.selectOptions(await screen.findByLabelText(en.contracts.kind), 'DAILY');
    const form = await screen.findByRole('form', { name: en.contracts.offerForm });
    expect(within(form).queryByLabelText(en.contracts.netLoss)).not.toBeInTheDocument();
    // Sending without a downline asks for one from the list.
    await user.type(within(form).getByLabelText(en.contracts.rate), '1.2');
    await user.click(within(form).getByRole('button', { name: en.contracts.send }));
    expect(within(form).getByRole('combobox', { name: en.contracts.account })).toHaveAccessibleDescription(en.picker.choose);
    await user.clear(within(form).getByLabelText(en.contracts.rate));
    await pickDownline(user, form, 'ta201');
    await user.type(within(form).getByLabelText(en.contracts.rate), '1.2');
    await user.click(within(form).getByRole('button', { name: en.contracts.send }));

    expect(await within(form).findByText(en.contracts.errors.NOT_DIRECT_DOWNLINE)).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: en.contracts.account })).toHaveValue('ta201');
    expect(within(form).getByLabelText(en.contracts.rate)).toHaveValue('1.2');
  });

  it('an offer to a blocked or deleted agent is refused under the account (DOWNLINE_INACTIVE), nothing typed lost', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetchRoutes([rangeRoute('DIVIDEND', 40, ['W']), rangeRoute('DAILY', 2), pickerRoute, { path: OFFER, method: 'POST', body: businessError('no', null, 'DOWNLINE_INACTIVE') }]);
    renderOffer();

    await user.selectOptions(await screen.findByLabelText(en.contracts.kind), 'DAILY');
    const form = await screen.findByRole('form', { name: en.contracts.offerForm });
    await pickDownline(user, form, 'ta105');
    await user.type(within(form).getByLabelText(en.contracts.rate), '1');
    await user.click(within(form).getByRole('button', { name: en.contracts.send }));

    expect(await within(form).findByText(en.contracts.errors.DOWNLINE_INACTIVE)).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: en.contracts.account })).toHaveAccessibleDescription(expect.stringContaining(en.contracts.errors.DOWNLINE_INACTIVE));
    expect(within(form).getByRole('combobox', { name: en.contracts.account })).toHaveValue('ta105');
    expect(within(form).getByLabelText(en.contracts.rate)).toHaveValue('1');
  });
});

describe('pending offers banner', () => {
  it('tells a signed-in agent about the offers waiting and links to the contract page', async () => {
    mockApi([], { offers: [contract({ id: 40, status: 'P', uplineAccount: 'agent09', signTime: null }), contract({ id: 41 })], given: [contract({ id: 42, status: 'V', uplineAccount: 'agent01', downlineAccount: 'ta101', terminationBy: 'DOWNLINE' })] });
    renderPage(<PendingOffersBanner />, { features: FEATURES });

    expect(await screen.findByText('Contract offers or requests to answer: 2.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Daily wages' })).toHaveAttribute('href', '/agentHome/agentDailyWages2');
  });

  it('shows nothing without the agent policy', () => {
    const fetchMock = mockApi([], { offers: [contract({ status: 'P' })] });
    renderPage(<PendingOffersBanner />, { features: [node('AGENT3')] });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetchMock.requests).toHaveLength(0);
  });
});
