import type { Payee } from './money-state';

/** Deposit methods (PLATFORM-FACTS depositv2): bank transfer, e-wallets, QR and crypto USDT. */
export const DEPOSIT_METHODS = [
  { methodCode: 'BANK', methodName: 'Bank transfer' },
  { methodCode: 'EWALLET', methodName: 'E-wallet' },
  { methodCode: 'QR', methodName: 'QR payment' },
  { methodCode: 'USDT', methodName: 'Crypto USDT' },
] as const;

export type DepositMethodCode = (typeof DEPOSIT_METHODS)[number]['methodCode'];

export interface DepositChannel {
  id: number;
  methodCode: DepositMethodCode;
  vendorName: string;
  /** Fixed amounts to choose from; null = any amount in [min, max]. */
  fixedAmounts: readonly number[] | null;
  minAmount: number;
  maxAmount: number;
  /** The channel asks for the payment slip (an image) when the member marks the order paid. */
  slipRequired?: boolean;
  payee: Payee;
}

const bank = (bankName: string, accountNo: string): Payee => ({ bankName, accountName: 'GP01 GAMING CORP', accountNo, qrContent: null, address: null, network: null });

export const DEPOSIT_CHANNELS: readonly DepositChannel[] = [
  { id: 11, methodCode: 'BANK', vendorName: 'BDO', fixedAmounts: null, minAmount: 500, maxAmount: 50_000, payee: bank('BDO Unibank', '006610012345') },
  {
    id: 12,
    methodCode: 'BANK',
    vendorName: 'Metrobank',
    fixedAmounts: null,
    minAmount: 500,
    maxAmount: 50_000,
    slipRequired: true,
    payee: bank('Metrobank', '2473002468101'),
  },
  { id: 21, methodCode: 'EWALLET', vendorName: 'GCash', fixedAmounts: [100, 200, 500, 1000, 2000, 5000], minAmount: 100, maxAmount: 5000, payee: bank('GCash', '09175550101') },
  { id: 22, methodCode: 'EWALLET', vendorName: 'Maya', fixedAmounts: null, minAmount: 100, maxAmount: 20_000, payee: bank('Maya', '09185550202') },
  {
    id: 31,
    methodCode: 'QR',
    vendorName: 'QR Ph',
    fixedAmounts: null,
    minAmount: 100,
    maxAmount: 30_000,
    payee: { bankName: 'QR Ph', accountName: 'GP01 GAMING CORP', accountNo: '', qrContent: 'qrph://pay/GP01GAMING', address: null, network: null },
  },
  {
    id: 41,
    methodCode: 'USDT',
    vendorName: 'USDT TRC20',
    fixedAmounts: null,
    minAmount: 1000,
    maxAmount: 500_000,
    payee: { bankName: 'USDT', accountName: 'GP01 GAMING CORP', accountNo: '', qrContent: null, address: 'TSimDepositAddr7Q4pXz9bW3kLmN2vRt8YhJ', network: 'TRC20' },
  },
];

export const findChannel = (id: number): DepositChannel | undefined => DEPOSIT_CHANNELS.find((channel) => channel.id === id);
