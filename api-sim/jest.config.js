const { createJestConfig } = require('build-config/jest');

// Tests start the simulator clock at 22:00 of the site's day (see createClock).
process.env.SIM_CLOCK_START_HOUR ??= '22';

module.exports = {
  ...createJestConfig({ rootDir: __dirname, environment: 'node' }),
  // Every reset re-seeds 95 days of money history; on a loaded 2-core machine a hook can take
  // seconds, so tests and hooks wait up to 20 s instead of 5 (a limit, not a timing assert).
  testTimeout: 20_000,
};
