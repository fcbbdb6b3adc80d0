import * as v from 'valibot';
import { birthdayIssue } from './birthday';
import { checkRule, emailIssue, mobileNumberIssue, requiredIssue, type FieldIssue, type FieldRule } from './field-rules';
import { confirmationIssue, newPasswordIssue } from './password-rules';

/**
 * The auth rules as valibot schemas, for react-hook-form's valibot resolver. The validators
 * (checkRule, newPasswordIssue…) stay the one place a rule lives; a schema runs them and puts
 * each issue, in the user's words (`text`), under its field.
 */
export type IssueText = (issue: FieldIssue) => string;

export type FieldCheck = (value: string) => FieldIssue | null;

/** A string checked by one validator. */
export function checkedString(check: FieldCheck, text: IssueText) {
  return v.pipe(
    v.string(),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const issue = check(dataset.value);
      if (issue) addIssue({ message: text(issue) });
    }),
  );
}

/** A registration field rule of the server (length, pattern family, required). */
export function fieldRuleSchema(rule: FieldRule, required: boolean, text: IssueText) {
  return checkedString((value) => checkRule(value, rule, required), text);
}

export const requiredSchema = (text: IssueText) => checkedString(requiredIssue, text);
export const mobileNumberSchema = (text: IssueText) => checkedString(mobileNumberIssue, text);
export const emailSchema = (text: IssueText) => checkedString(emailIssue, text);

/** A new password (8–20, letters and digits, no spaces, never the default weak one). */
export function newPasswordSchema(defaultWeakPassword: string, text: IssueText) {
  return checkedString((value) => newPasswordIssue(value, defaultWeakPassword), text);
}

/** A birthday typed dd-mm-yyyy, of someone old enough to play. */
export function birthdaySchema(text: IssueText, today?: Date) {
  return checkedString((value) => {
    const issue = birthdayIssue(value, today);
    if (issue === 'format') return { kind: 'birthdayFormat' };
    return issue === 'underAge' ? { kind: 'underAge' } : null;
  }, text);
}

export type FormIssues<TValues> = Partial<Record<Extract<keyof TValues, string>, FieldIssue | null | undefined>>;

function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null;
}

/**
 * A whole form checked by a validator that sees every field at once (cross-field rules such as
 * the confirmation included): all issues show together, each under its field.
 */
export function formSchema<TValues extends Record<string, unknown>>(validate: (values: TValues) => FormIssues<TValues>, text: IssueText) {
  return v.pipe(
    v.custom<TValues>(isRecord),
    v.rawCheck<TValues>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value;
      for (const [key, issue] of Object.entries(validate(values)) as [string, FieldIssue | null | undefined][]) {
        if (!issue) continue;
        addIssue({ message: text(issue), path: [{ type: 'object', origin: 'value', input: values, key, value: values[key] }] });
      }
    }),
  );
}

export type NewPasswordValues = { newPassword: string; confirmPassword: string };

/** A new password and its confirmation ('inconsistent twice'). */
export function newPasswordIssues(values: NewPasswordValues, defaultWeakPassword: string): FormIssues<NewPasswordValues> {
  return {
    newPassword: newPasswordIssue(values.newPassword, defaultWeakPassword),
    confirmPassword: confirmationIssue(values.newPassword, values.confirmPassword),
  };
}
