import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonEn, businessError, envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { renderPage } from '../../../testing/render-page';
import { BonusDetails } from './bonus-details';

const RATES = { path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', body: envelope({ list: [{ productType: 'LIVE', productName: 'Live casino', rate: 0.95 }] }) };
const LOTT = [
  { betType: 'LO2', betName: '2 digits (lo)', odds: 99 },
  { betType: 'BC3', betName: '3 digits', odds: 980 },
];
const PRIZES = {
  path: '/wps/relay/MCSFE_getLotteryPrizeTable',
  body: envelope({
    list: [
      { gameCode: 'VNL_NORTH', gameName: 'Northern Lottery', prizeMode: 'LOTT', prizes: LOTT },
      { gameCode: 'VNL_SOUTH', gameName: 'Southern Lottery', prizeMode: 'LOTT', prizes: LOTT },
      { gameCode: 'SEA_4D', gameName: 'SEA 4D', prizeMode: 'SEA', prizes: [{ betType: 'D4', betName: '4 digits', odds: 6000 }] },
    ],
  }),
};

function cells(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent ?? ''));
}

jest.setTimeout(30_000);

beforeEach(() => {
  setTestRuntimeConfig();
});

describe('BonusDetails', () => {
  it('shows the rebate rates and one prize table per prize mode with the games that use it', async () => {
    mockFetchRoutes([RATES, PRIZES]);
    renderPage(<BonusDetails />);

    expect(await screen.findByRole('rowheader', { name: 'Live casino' })).toBeInTheDocument();
    const lottery = await screen.findByRole('region', { name: en.bonus.modes.LOTT });
    expect(within(lottery).getByText('Games: Northern Lottery, Southern Lottery')).toBeInTheDocument();
    expect(cells(within(lottery).getByRole('table'))).toEqual([
      [en.bonus.betType, en.bonus.pays],
      ['2 digits (lo)', '99.00'],
      ['3 digits', '980.00'],
    ]);
    const sea = screen.getByRole('region', { name: en.bonus.modes.SEA });
    expect(cells(within(sea).getByRole('table'))).toEqual([
      [en.bonus.betType, en.bonus.pays],
      ['4 digits', '6,000.00'],
    ]);
  });

  it('a failed prize call shows the error with Retry under its heading; the rebate rates stay', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetchRoutes([RATES, { path: PRIZES.path, body: businessError('Prize service down'), times: 1 }, PRIZES]);
    renderPage(<BonusDetails />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Prize service down');
    expect(screen.getByRole('rowheader', { name: 'Live casino' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: commonEn.ui.retry }));
    expect(await screen.findByRole('region', { name: en.bonus.modes.SEA })).toBeInTheDocument();
  });
});
