import { valibotResolver } from '@gp/forms-kit';
import * as v from 'valibot';
import type { FieldIssue } from './field-rules';
import {
  birthdaySchema,
  emailSchema,
  fieldRuleSchema,
  formSchema,
  mobileNumberSchema,
  newPasswordIssues,
  newPasswordSchema,
  requiredSchema,
  type NewPasswordValues,
} from './schemas';

/** The issue itself as the message, so the tests read which rule failed. */
const text = (issue: FieldIssue) => JSON.stringify(issue);

function messagesOf(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return result.issues?.map((issue) => issue.message) ?? [];
}

describe('field schemas run the auth rules', () => {
  it('field rule: pattern family with min and max, required only when asked', () => {
    const rule = { acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 2, minLength: 6, maxLength: 16 };
    expect(messagesOf(fieldRuleSchema(rule, true, text), 'demo01')).toEqual([]);
    expect(messagesOf(fieldRuleSchema(rule, true, text), '1demo01')).toEqual([text({ kind: 'pattern', key: 'reg_pattern_2', min: 6, max: 16 })]);
    expect(messagesOf(fieldRuleSchema(rule, true, text), '')).toEqual([text({ kind: 'required' })]);
    expect(messagesOf(fieldRuleSchema(rule, false, text), '')).toEqual([]);
  });

  it('required, mobile, email', () => {
    expect(messagesOf(requiredSchema(text), '  ')).toEqual([text({ kind: 'required' })]);
    expect(messagesOf(mobileNumberSchema(text), '12')).toEqual([text({ kind: 'mobile' })]);
    expect(messagesOf(mobileNumberSchema(text), '0917 123 4567')).toEqual([]);
    expect(messagesOf(emailSchema(text), 'a@b')).toEqual([text({ kind: 'email' })]);
    expect(messagesOf(emailSchema(text), '')).toEqual([text({ kind: 'required' })]);
  });

  it('new password and birthday', () => {
    expect(messagesOf(newPasswordSchema('Gp@123456', text), 'Gp@123456')).toEqual([text({ kind: 'weakPassword' })]);
    expect(messagesOf(newPasswordSchema('Gp@123456', text), 'abc')).toEqual([text({ kind: 'password', min: 8, max: 20 })]);
    const today = new Date(2026, 4, 15);
    expect(messagesOf(birthdaySchema(text, today), '31-02-2000')).toEqual([text({ kind: 'birthdayFormat' })]);
    expect(messagesOf(birthdaySchema(text, today), '16-05-2005')).toEqual([text({ kind: 'underAge' })]);
    expect(messagesOf(birthdaySchema(text, today), '15-05-2005')).toEqual([]);
  });
});

describe('form schema', () => {
  const schema = formSchema<NewPasswordValues>((values) => newPasswordIssues(values, 'Gp@123456'), text);

  it('puts every issue under its field for react-hook-form', async () => {
    const resolver = valibotResolver(schema);
    const result = await resolver({ newPassword: 'short', confirmPassword: 'other' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toEqual({
      newPassword: expect.objectContaining({ message: text({ kind: 'password', min: 8, max: 20 }) }),
      confirmPassword: expect.objectContaining({ message: text({ kind: 'inconsistent' }) }),
    });
  });

  it('passes a valid form through unchanged', async () => {
    const values = { newPassword: 'Strong@2026', confirmPassword: 'Strong@2026' };
    expect(v.parse(schema, values)).toEqual(values);
    const result = await valibotResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result).toEqual({ values, errors: {} });
  });
});
