import { fail, ok, type Envelope } from '../../lib/envelope';
import { optionalText, requiredText, type Payload } from '../../lib/input';
import { formatTime } from '../../money/clock';
import { listOf, type BankCard, type MoneyState, type PayoutType } from '../../money/money-state';
import type { Account } from '../../state/accounts';

/** Banks, e-wallets and crypto networks a member can withdraw to (PLATFORM-FACTS BC, EW, VW). */
export const PAYOUT_BANKS: Readonly<Record<PayoutType, readonly { bankCode: string; bankName: string }[]>> = {
  BC: [
    { bankCode: 'BDO', bankName: 'BDO Unibank' },
    { bankCode: 'BPI', bankName: 'Bank of the Philippine Islands' },
    { bankCode: 'MBTC', bankName: 'Metrobank' },
    { bankCode: 'LBP', bankName: 'Land Bank of the Philippines' },
    { bankCode: 'UB', bankName: 'UnionBank' },
  ],
  EW: [
    { bankCode: 'GCASH', bankName: 'GCash' },
    { bankCode: 'MAYA', bankName: 'Maya' },
  ],
  VW: [{ bankCode: 'USDT', bankName: 'USDT' }],
};

export const CRYPTO_NETWORKS = ['TRC20', 'ERC20'] as const;

/** At most this many cards and wallets per member. */
export const MAX_CARDS = 5;

export const CARD_MESSAGES = {
  unknownBank: 'Choose a bank from the list',
  accountNo: 'Enter a bank account number of 10 to 16 digits',
  mobile: 'Enter the e-wallet mobile number (11 digits starting with 09)',
  address: 'Enter a valid USDT address for the network',
  network: 'Choose the network: TRC20 or ERC20',
  accountName: 'Enter the account name in letters (2 to 50)',
  nameMismatch: 'The account name must match your real name',
  duplicate: 'This account is already added',
  tooMany: `You can add at most ${MAX_CARDS} accounts`,
  notFound: 'Account not found',
} as const;

const ACCOUNT_NAME = /^[A-Za-z][A-Za-z .'-]{1,49}$/;
const ADDRESS: Readonly<Record<(typeof CRYPTO_NETWORKS)[number], RegExp>> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

/** Account numbers are shown masked: the last 4 characters stay. */
export const maskAccountNo = (accountNo: string): string => (accountNo.length <= 4 ? accountNo : `${'*'.repeat(Math.min(8, accountNo.length - 4))}${accountNo.slice(-4)}`);

export function toCardView(card: BankCard) {
  return {
    id: card.id,
    type: card.type,
    bankCode: card.bankCode,
    bankName: card.bankName,
    accountName: card.accountName,
    accountNo: maskAccountNo(card.accountNo),
    network: card.network,
    createTime: formatTime(card.createTime),
  };
}

export type CardView = ReturnType<typeof toCardView>;

const sameName = (a: string, b: string): boolean => a.replace(/\s+/g, ' ').trim().toUpperCase() === b.replace(/\s+/g, ' ').trim().toUpperCase();

/** Field errors `{ errors: { field: message } }` like registration failures. */
const fieldFailure = (message: string, field: string, code: string): Envelope<{ errors: Record<string, string> }> =>
  fail(message, { errors: { [field]: message } }, code);

/**
 * Adds a bank card (BC), e-wallet (EW) or crypto address (VW). The account name must match the
 * member's real name once one is known (the bound bank account name or real name); the first
 * card of a member without one sets it.
 */
export function addCard(money: MoneyState, account: Account, payload: Payload, now: number): Envelope<CardView | { errors: Record<string, string> } | null> {
  const type = requiredText(payload, 'type', { maxLength: 2 }).toUpperCase();
  if (type !== 'BC' && type !== 'EW' && type !== 'VW') return fieldFailure('Choose bank card, e-wallet or crypto', 'type', 'INVALID_TYPE');
  const bankCode = requiredText(payload, 'bankCode', { maxLength: 16 }).toUpperCase();
  const bank = PAYOUT_BANKS[type].find((candidate) => candidate.bankCode === bankCode);
  if (!bank) return fieldFailure(CARD_MESSAGES.unknownBank, 'bankCode', 'UNKNOWN_BANK');
  const accountNo = requiredText(payload, 'accountNo', { maxLength: 64 }).replace(/[\s-]/g, '');
  const accountName = requiredText(payload, 'accountName', { maxLength: 60 });
  let network: string | null = null;
  if (type === 'BC' && !/^\d{10,16}$/.test(accountNo)) return fieldFailure(CARD_MESSAGES.accountNo, 'accountNo', 'INVALID_ACCOUNT_NO');
  if (type === 'EW' && !/^09\d{9}$/.test(accountNo)) return fieldFailure(CARD_MESSAGES.mobile, 'accountNo', 'INVALID_ACCOUNT_NO');
  if (type === 'VW') {
    network = (optionalText(payload, 'network', { maxLength: 8 }) ?? '').toUpperCase();
    if (network !== 'TRC20' && network !== 'ERC20') return fieldFailure(CARD_MESSAGES.network, 'network', 'INVALID_NETWORK');
    if (!ADDRESS[network].test(accountNo)) return fieldFailure(CARD_MESSAGES.address, 'accountNo', 'INVALID_ACCOUNT_NO');
  }
  if (!ACCOUNT_NAME.test(accountName)) return fieldFailure(CARD_MESSAGES.accountName, 'accountName', 'INVALID_ACCOUNT_NAME');
  const realName = account.bankAccountName ?? account.realName;
  if (realName !== null && !sameName(realName, accountName)) return fieldFailure(CARD_MESSAGES.nameMismatch, 'accountName', 'NAME_MISMATCH');
  const cards = listOf(money.bankCards, account.id);
  if (cards.some((card) => card.bankCode === bankCode && card.accountNo === accountNo)) return fieldFailure(CARD_MESSAGES.duplicate, 'accountNo', 'DUPLICATE_ACCOUNT');
  if (cards.length >= MAX_CARDS) return fail(CARD_MESSAGES.tooMany, null, 'TOO_MANY_ACCOUNTS');
  if (realName === null) account.bankAccountName = accountName.toUpperCase();
  const card: BankCard = { id: money.nextCardId++, accountId: account.id, type, bankCode, bankName: bank.bankName, accountName, accountNo, network, createTime: now };
  cards.push(card);
  return ok(toCardView(card));
}

export function deleteCard(money: MoneyState, accountId: number, id: number): Envelope<null> {
  const cards = listOf(money.bankCards, accountId);
  const index = cards.findIndex((card) => card.id === id);
  if (index === -1) return fail(CARD_MESSAGES.notFound, null, 'CARD_NOT_FOUND');
  cards.splice(index, 1);
  return ok(null);
}
