import type { FieldIssue } from 'shared/auth';
import { useMemberT } from './i18n';

/** The member centre's words for a shared auth rule's issue (SPEC §5 messages). */
export function useIssueText(): (issue: FieldIssue) => string {
  const { t } = useMemberT();
  return (issue) => {
    switch (issue.kind) {
      case 'mobile':
        return t('field.mobile');
      case 'email':
        return t('field.email');
      case 'inconsistent':
        return t('field.inconsistent');
      case 'password':
        return t('field.password', { min: issue.min, max: issue.max });
      case 'weakPassword':
        return t('field.weakPassword');
      default:
        return t('field.required');
    }
  };
}
