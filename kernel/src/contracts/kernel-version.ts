/**
 * The kernel contract this copy provides: kernel/package.json's version (kept equal by a unit
 * test). Every remote build records the kernel range it was built against in its mf-manifest.json
 * (`@gp/kernel` → `requiredVersion: ^x.y.z`); the shell compares it with this value before it runs
 * the remote and shows the update fallback when the remote needs more (a newer major, or a newer
 * minor's names). Adding names bumps the minor; removing one needs a major.
 */
export const KERNEL_VERSION = '1.0.0';
