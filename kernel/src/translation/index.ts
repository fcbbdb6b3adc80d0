// `@gp/kernel/translation`: bundled into each app, not a federation singleton, so what it promises
// holds whichever shell's copy of the kernel's root the page runs (a remote may be newer than it).
export { followLanguage } from './follow-language';
