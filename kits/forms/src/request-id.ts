/**
 * A fresh id for one money-moving request (`requestId`): the server answers a repeat with the
 * first answer and moves nothing, so a double click or a retry after a lost answer never moves
 * money twice.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
