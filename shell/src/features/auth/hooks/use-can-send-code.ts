import { useCallback } from 'react';
import { mobileNumberIssue, useIssueText } from '@gp/auth-kit';

/** The part of a react-hook-form form with a `mobileNum` field that the check uses. */
export type MobileNumberForm = {
  getValues: (name: 'mobileNum') => string;
  setError: (name: 'mobileNum', error: { type: 'validate'; message: string }) => void;
  clearErrors: (name: 'mobileNum') => void;
};

/**
 * SmsCodeField's `canSend` for a form whose number is `mobileNum`: the code goes only to a number
 * in the phone format; otherwise the number's issue shows under its field and nothing is sent.
 */
export function useCanSendCode({ getValues, setError, clearErrors }: MobileNumberForm): () => boolean {
  const issueText = useIssueText();
  return useCallback(() => {
    const issue = mobileNumberIssue(getValues('mobileNum'));
    if (issue) setError('mobileNum', { type: 'validate', message: issueText(issue) });
    else clearErrors('mobileNum');
    return issue === null;
  }, [getValues, setError, clearErrors, issueText]);
}
