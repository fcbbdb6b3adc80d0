/** SPEC §5, §9: captcha refresh and SMS sending at most once per second. */
export const THROTTLE_MS = 1000;

/** A gate that lets one call through per `ms`; `tryPass()` is false while closed. */
export function createThrottle(ms = THROTTLE_MS, now: () => number = Date.now): { tryPass: () => boolean } {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryPass() {
      const at = now();
      if (at - last < ms) return false;
      last = at;
      return true;
    },
  };
}
