/**
 * The area of the promotions' query keys: the shell's running promotions and the member centre's
 * lists live under it, so taking part in one (member centre) refreshes them all, the shell's too.
 * Each app's promotion keys extend `all` in its own key factory.
 */
export const promotionKeys = {
  all: ['promotions'] as const,
};
