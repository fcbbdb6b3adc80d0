import { createStore } from 'jotai';

/**
 * The one jotai store of the platform. Every app's `<Provider store={sharedStore}>` uses it, and
 * non-React code (the API client) reads it, so the shell and all remotes see the same state.
 */
export const sharedStore = createStore();
