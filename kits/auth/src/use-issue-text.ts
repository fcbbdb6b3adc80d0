import { useCallback } from 'react';
import type { FieldIssue } from './field-rules';
import { useAuthT } from './i18n';

/** An issue's message; no issue, no message. */
export type IssueTextOf = {
  (issue: FieldIssue): string;
  (issue: FieldIssue | null | undefined): string | undefined;
};

/** Turns a validation issue into the message shown under its field, in the user's language. */
export function useIssueText(): IssueTextOf {
  const { t } = useAuthT();
  return useCallback(
    (issue: FieldIssue | null | undefined): string | undefined => {
      if (!issue) return undefined;
      switch (issue.kind) {
        case 'required':
          return t('field.required');
        case 'pattern':
          // maxLength 0 means no maximum.
          return t(`pattern.${issue.key}`, { min: issue.min, max: issue.max > 0 ? issue.max : '∞' });
        case 'mobile':
          return t('field.mobile');
        case 'email':
          return t('field.email');
        case 'inconsistent':
          return t('field.inconsistent');
        case 'birthdayFormat':
          return t('field.local_birthday_format_error');
        case 'underAge':
          return t('field.local_birthday_error');
        case 'password':
          return t('field.password', { min: issue.min, max: issue.max });
        case 'weakPassword':
          return t('field.weakPassword');
        case 'terms':
          return t('field.local_check_disclaimer');
        case 'invitation':
          return t('field.invitation_code_error');
        case 'captchaRequired':
          return t('field.captcha_required');
        case 'verifyFirst':
          return t('field.verify_first');
      }
    },
    [t],
  ) as IssueTextOf;
}
