// jsdom lacks the Fetch API and web streams, and jsdom's own AbortSignal is rejected by Node's
// Request. Inside jest's sandbox `global` is the jsdom window, so a setupFiles polyfill cannot
// reach Node's versions; the environment can, so it hands them in (as jest-fixed-jsdom does).
const { TestEnvironment } = require('jest-environment-jsdom');

const nodeGlobals = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextDecoder',
  'structuredClone',
  'URL',
  'URLSearchParams',
];

class WebJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const JsdomFormData = this.global.FormData;
    for (const name of nodeGlobals) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
    // React 19 reads a submitted form with `new FormData(form, submitter)` when the submit starts a
    // transition (a navigation from onSubmit): Node's FormData cannot read a jsdom form, jsdom's can.
    const NodeFormData = globalThis.FormData;
    this.global.FormData = class FormData extends NodeFormData {
      constructor(form, submitter) {
        super();
        if (form !== undefined) for (const [key, value] of new JsdomFormData(form, submitter)) this.append(key, value);
      }
    };
    Object.defineProperty(this.global, 'crypto', { value: globalThis.crypto, configurable: true });
    // Node's TextEncoder returns the outer realm's Uint8Array, which fails `instanceof` checks
    // in the sandbox (jose: "plaintext must be an instance of Uint8Array").
    const SandboxUint8Array = this.global.Uint8Array;
    this.global.TextEncoder = class SandboxTextEncoder extends TextEncoder {
      encode(input) {
        const bytes = super.encode(input);
        return new SandboxUint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      }
    };
  }
}

module.exports = WebJsdomEnvironment;
