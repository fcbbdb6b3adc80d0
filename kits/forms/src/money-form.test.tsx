import { render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { AmountField, PaymentPasswordField } from './money-fields';
import { amountMessages, amountSchema, paymentPasswordSchema, toAmount } from './money-rules';

const messages = {
  required: 'Enter an amount',
  format: 'Digits only',
  positive: 'Above 0',
  above: (amount: string) => `Above ${amount}`,
  below: (amount: string) => `Below ${amount}`,
};

function issue(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

describe('money rules', () => {
  it('takes an amount of digits with up to 2 decimals within the limits, as typed text', () => {
    const schema = amountSchema(messages, { min: 100, max: 1500.5 });
    expect(issue(schema, ' 250.75 ')).toBeNull();
    expect(v.parse(schema, ' 250.75 ')).toBe('250.75');
    expect(issue(schema, '')).toBe('Enter an amount');
    expect(issue(schema, '1e3')).toBe('Digits only');
    expect(issue(schema, '12.345')).toBe('Digits only');
    expect(issue(schema, '-5')).toBe('Digits only');
    expect(issue(schema, '0')).toBe('Above 0');
    expect(issue(schema, '99.99')).toBe('Below 100.00');
    expect(issue(schema, '1500.51')).toBe('Above 1,500.50');
    expect(issue(amountSchema({ ...messages, below: undefined }, { min: 10 }), '5')).toBe('Above 0');
  });

  it('turns the text into a number of cents', () => {
    expect(toAmount(' 10.1 ')).toBe(10.1);
    expect(toAmount('0.29')).toBe(0.29);
  });

  it('reads the messages from the catalogue', () => {
    const t = (key: string, values?: Record<string, string>) => `${key}${values ? JSON.stringify(values) : ''}`;
    const built = amountMessages(t);
    expect(built.required).toBe('amount.required');
    expect(built.above('5.00')).toBe('amount.above{"amount":"5.00"}');
    expect(built.below?.('1.00')).toBe('amount.below{"amount":"1.00"}');
  });

  it('asks for a six-digit withdrawal password', () => {
    const schema = paymentPasswordSchema({ required: 'Required', format: 'Six digits' });
    expect(issue(schema, '')).toBe('Required');
    expect(issue(schema, '12345')).toBe('Six digits');
    expect(issue(schema, '12345a')).toBe('Six digits');
    expect(issue(schema, '123456')).toBeNull();
  });
});

describe('money fields', () => {
  it('the amount field is a decimal text field without autofill, its error described', () => {
    render(<AmountField label="Amount" hint="Available: ₱5.00" error="Enter an amount" defaultValue="" />);
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(amount).toHaveAttribute('autocomplete', 'off');
    expect(amount).toHaveAccessibleDescription('Enter an amount Available: ₱5.00');
  });

  it('the withdrawal password field hides six digits', () => {
    render(<PaymentPasswordField label="Withdrawal password" defaultValue="" />);
    const password = screen.getByLabelText('Withdrawal password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('inputmode', 'numeric');
    expect(password).toHaveAttribute('maxlength', '6');
    expect(password).toHaveAttribute('autocomplete', 'off');
  });
});
