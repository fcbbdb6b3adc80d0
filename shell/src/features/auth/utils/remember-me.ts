/** The remember-me cookie (SPEC §9: 1 day). It keeps the username only, never a password. */
export const REMEMBER_COOKIE = 'gp_remember_username';
export const REMEMBER_SECONDS = 24 * 60 * 60;

function secureFlag(): string {
  return typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
}

export function readRememberedUsername(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === REMEMBER_COOKIE) {
      try {
        return decodeURIComponent(rest.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function rememberUsername(username: string): void {
  document.cookie = `${REMEMBER_COOKIE}=${encodeURIComponent(username)}; Max-Age=${REMEMBER_SECONDS}; Path=/; SameSite=Lax${secureFlag()}`;
}

export function forgetUsername(): void {
  document.cookie = `${REMEMBER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secureFlag()}`;
}
