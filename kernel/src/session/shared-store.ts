// The one store of the page lives in the jotai wrapper (state/jotai.ts); re-exported here for
// the modules that read it beside the session atoms.
export { sharedStore } from '../state/jotai';
