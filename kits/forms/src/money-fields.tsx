import { TextField, type TextFieldProps } from './form-fields';

export type AmountFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>;

/** The amount of a money form: typed as text (see amountSchema), a decimal keypad, no autofill. */
export function AmountField(props: AmountFieldProps) {
  return <TextField inputMode="decimal" autoComplete="off" {...props} />;
}

export type PaymentPasswordFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'autoComplete'>;

/** The withdrawal password of a money form: six digits, hidden, a numeric keypad, no autofill. */
export function PaymentPasswordField(props: PaymentPasswordFieldProps) {
  return <TextField type="password" inputMode="numeric" maxLength={6} autoComplete="off" {...props} />;
}
