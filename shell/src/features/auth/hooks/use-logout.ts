// The logout lives in lib/session so every feature of the shell ends a session the same way.
export { useLogout } from '../../../lib/session/use-logout';
