// Public surface of `shared`. Apps import only from here (and `shared/testing` in tests).
export * from './config/runtime-config';
export * from './events';
export * from './session';
export * from './api';
export * from './features';
export * from './i18n';
export * from './format';
export * from './ui';
export * from './contracts/federation';
export * from './router';
export * from './favorites';
export * from './request';
export { requireRealAccount } from './auth/require-real-account';
export { isSafeUrl, openSafeUrl, safeUrl, type SafeUrlOptions } from './security/safe-url';
export {
  atom,
  useAtom,
  useAtomValue,
  useSetAtom,
  JotaiProvider,
  type JotaiStore,
  type Atom,
  type PrimitiveAtom,
  type SetStateAction,
  type WritableAtom,
} from './state/jotai';
