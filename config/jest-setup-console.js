// Every package's tests, jsdom and node alike: see jest-console.js. Listed after jest-setup-dom.js,
// so Testing Library's cleanup (unmounting) runs before the check and its messages count too.
require('./jest-console').installConsoleCheck();
