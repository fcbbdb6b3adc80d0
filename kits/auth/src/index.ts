// `@gp/auth-kit`: the sign-in rules every app applies the same way (field rules, pattern families,
// password, phone, birthday, the after-login steps) and their valibot schemas. Pure functions,
// no state: each app bundles what it uses into its own (lazy) form chunks, so none of it is in
// the start-up chunks of /index. The gate for actions (`requireRealAccount`) is in the kernel.
export {
  afterLoginStep,
  isMemberSideType,
  mayEnterSide,
  MEMBER_TYPE,
  type AfterLoginInput,
  type AfterLoginStep,
  type SignInMethod,
  type SignInSide,
} from './after-login';
export { ageOn, birthdayIssue, MINIMUM_AGE, parseBirthday, toServerBirthday, type BirthdayIssue } from './birthday';
export {
  checkRule,
  emailIssue,
  isValidEmail,
  lengthOf,
  mobileNumberIssue,
  requiredIssue,
  type FieldIssue,
  type FieldRule,
} from './field-rules';
export { confirmationIssue, newPasswordIssue, PASSWORD_MAX, PASSWORD_MIN } from './password-rules';
export { isPatternId, matchesPattern, PATTERN_FAMILIES, patternMessageKey, type PatternId } from './pattern-families';
export {
  DEFAULT_DIALING_CODE,
  isValidDialingCode,
  isValidMobile,
  normalizeDialingCode,
  normalizeMobile,
} from './phone';
export {
  birthdaySchema,
  checkedString,
  emailSchema,
  fieldRuleSchema,
  formSchema,
  mobileNumberSchema,
  newPasswordIssues,
  newPasswordSchema,
  requiredSchema,
  type FieldCheck,
  type FormIssues,
  type IssueText,
  type NewPasswordValues,
} from './schemas';
export { AuthProviderError, MemberNoEnterError, phoneAuthErrorKey, signInErrorText } from './auth-errors';
export { changePassword, type ChangePasswordFields } from './change-password';
export { ChangePasswordDialog, type ChangePasswordDialogProps } from './change-password-dialog';
export { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form';
export { AUTH_KIT_NS, useAuthT } from './i18n';
export { useIssueText, type IssueTextOf } from './use-issue-text';
export { type LoginFields, login, needsCaptcha, loginFreePlay, logout } from './session-api';
export { loginResultSchema, type LoginResult, loginFailureValueSchema } from './login-schemas';
export { e164, firebaseConfigSchema, readFirebaseConfig, type FirebaseConfig } from './firebase/firebase-config';
export {
  captchaChallenge,
  preloadFirebaseAuth,
  sendPhoneCode,
  socialIdToken,
  toProviderError,
  type PhoneCodeSession,
  type PhoneProof,
  type SocialProvider,
} from './firebase/firebase-auth';
