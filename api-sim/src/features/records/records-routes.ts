import type { SimRoutes } from '../../context';
import { ok } from '../../lib/envelope';
import { asPayload } from '../../lib/input';
import { relayPath } from '../../lib/relay';
import { nowOf } from '../../money/clock';
import { ledgerOf } from '../../money/money-state';
import { prizeTables } from '../../money/prize-tables';
import { isFailure, paginate, readPaging, readRange } from '../../money/requests';
import { requireAccount } from '../../state/sessions';
import {
  betFooter,
  filterBets,
  filterTransactions,
  profitRows,
  readProfitCategory,
  rebateSettings,
  RECORD_LIMITS,
  toBetRow,
  toTransactionRow,
  transactionFooter,
} from './records';

/** The member's record pages: account record, betting record, profit per category, rebate rates. */
export const recordsRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  app.get(relayPath('ODSFE2_MemTransDet'), async (request) => {
    const account = requireAccount(state, request);
    const query = asPayload(request.query, 'query');
    const paging = readPaging(query, RECORD_LIMITS.transactions.size);
    const range = readRange(query, nowOf(state.clock), RECORD_LIMITS.transactions.days);
    if (isFailure(range)) return range;
    const rows = filterTransactions(ledgerOf(state.money, account.id).transactions, query, range);
    const page = paginate(rows, paging);
    return ok({ ...page, list: page.list.map((row) => toTransactionRow(state.money, row)), footer: transactionFooter(rows) });
  });

  app.get(relayPath('ODSFE2_MemBetDet'), async (request) => {
    const account = requireAccount(state, request);
    const query = asPayload(request.query, 'query');
    const paging = readPaging(query, RECORD_LIMITS.bets.size);
    const range = readRange(query, nowOf(state.clock), RECORD_LIMITS.bets.days);
    if (isFailure(range)) return range;
    const bets = filterBets(state.money.bets.get(account.id) ?? [], query, range);
    const page = paginate(bets, paging);
    return ok({ ...page, list: page.list.map(toBetRow), footer: betFooter(bets) });
  });

  app.get(relayPath('ODSFE2_MemPNLDet'), async (request) => {
    const account = requireAccount(state, request);
    const query = asPayload(request.query, 'query');
    const paging = readPaging(query, RECORD_LIMITS.profit.size);
    const range = readRange(query, nowOf(state.clock), RECORD_LIMITS.profit.days);
    if (isFailure(range)) return range;
    const category = readProfitCategory(query);
    const rows = profitRows(ledgerOf(state.money, account.id).transactions, range).filter(
      (row) => category === 'ALL' || row.gameCategory === category,
    );
    return ok(paginate(rows, paging));
  });

  app.get(relayPath('MCSFE_getCustomerRebateSettingByProductType'), async (request) => {
    const account = requireAccount(state, request);
    return ok({ list: rebateSettings(account.vipLevel) });
  });

  /** bonusDetails' lottery prize tables (chosen name): per lottery game, its bet types and odds. */
  app.get(relayPath('MCSFE_getLotteryPrizeTable'), async (request) => {
    requireAccount(state, request);
    return ok({ list: prizeTables() });
  });
};
