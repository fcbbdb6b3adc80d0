import { createThrottle, THROTTLE_MS } from './throttle';

it('lets one call through per second (captcha refresh, SMS sending)', () => {
  let now = 10_000;
  const gate = createThrottle(THROTTLE_MS, () => now);
  expect(gate.tryPass()).toBe(true);
  now += 999;
  expect(gate.tryPass()).toBe(false);
  now += 1;
  expect(gate.tryPass()).toBe(true);
  expect(gate.tryPass()).toBe(false);
});
