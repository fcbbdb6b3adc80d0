/**
 * The `shared` contract the shell still provides to remotes built before the kernel (issue 27):
 * shared 1.5.0's whole surface (shared-v1-surface.json), through shell/src/compat/shared-v1.ts.
 * A remote built against shared ^1.x runs on this shell until the deprecation window ends
 * (README, "Kernel and kits"); one that needs shared 2 or later shows the update message.
 */
export const SHARED_CONTRACT_VERSION = '1.5.0';
