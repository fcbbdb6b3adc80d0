/**
 * The version of the `shared` contract this copy provides: the package's own version
 * (shared/package.json, kept equal by a unit test). Every remote build records the version it was
 * built against in its mf-manifest.json (`shared` → `requiredVersion: ^x.y.z`); the shell compares
 * it with this value before it runs the remote and shows the update fallback on a mismatch.
 * Rule: adding to the surface bumps the minor version; nothing is ever removed (a major bump would
 * strand every deployed remote).
 */
export const SHARED_CONTRACT_VERSION = '1.5.0';
