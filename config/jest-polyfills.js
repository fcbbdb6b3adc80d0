// react-router 7 and ky need web platform globals that jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
const { webcrypto } = require('node:crypto');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (!globalThis.crypto || !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal', 'ReadableStream', 'structuredClone']) {
  if (typeof globalThis[name] === 'undefined' && typeof global[name] !== 'undefined') globalThis[name] = global[name];
}
