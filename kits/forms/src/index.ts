// `@gp/forms-kit`: react-hook-form and its valibot resolver, the one way a form is built (README,
// "Forms"). Not a federation singleton: a form and its context never cross an app's boundary,
// so each app bundles what it uses into its own lazy form chunks and /index's start-up chunks
// carry none of it. The rules themselves are valibot schemas (shared/auth for the sign-in ones).
export { valibotResolver } from '@hookform/resolvers/valibot';
export {
  useFieldArray,
  useForm,
  type FieldErrors,
  type Resolver,
  type SubmitHandler,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
export { isDefinitiveAnswer, type MoneyRequest, type MoneyRequestOptions, useMoneyRequest } from './use-money-request';
export {
  TextField,
  type TextFieldProps,
  TextAreaField,
  type TextAreaFieldProps,
  CheckboxField,
  type CheckboxFieldProps,
  FormAlert,
} from './form-fields';
export { AmountField, type AmountFieldProps, PaymentPasswordField, type PaymentPasswordFieldProps } from './money-fields';
export { applyRefusal, serverFieldErrors } from './form-refusal';
export {
  AMOUNT_PATTERN,
  PAYMENT_PASSWORD_PATTERN,
  amountSchema,
  amountMessages,
  toAmount,
  paymentPasswordSchema,
  type AmountMessages,
  type AmountLimits,
  type AmountMessageKey,
} from './money-rules';
// Deprecated for apps (lint refuses it): a money call's id comes from useMoneyRequest. Kept for shared 1.x.
export { newRequestId } from './request-id';
