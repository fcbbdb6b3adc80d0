import { useEffect, useState } from 'react';
import { fetchSystemStatus, type Resource, safeUrl } from 'shared';

export type SystemResources = { resources: Resource[]; customerService: string };

// The start-up already read /wps/system/status but keeps no copy; the surfaces that need its
// resources (app download, blog link) read it once more, once per page load, when first shown.
let pending: Promise<SystemResources> | null = null;

export function loadSystemResources(): Promise<SystemResources> {
  pending ??= fetchSystemStatus().then(
    ({ resources, customerService }) => ({ resources, customerService }),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** null until loaded (or when the call failed: the surfaces then simply offer less). */
export function useSystemResources(): SystemResources | null {
  const [value, setValue] = useState<SystemResources | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadSystemResources().then(
      (result) => !cancelled && setValue(result),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return value;
}

/**
 * MOBILECONFIG (lite iOS), ANDROID, IOS, BLOG… matched case-insensitively. Only a resource whose
 * URL the site opens (safeUrl) is found, with that URL normalised: it becomes a link and a QR code.
 */
export function findResource(resources: readonly Resource[], type: string): Resource | undefined {
  const resource = resources.find((candidate) => candidate.resourceType.toUpperCase() === type);
  const url = resource ? safeUrl(resource.url) : null;
  return resource && url !== null ? { ...resource, url } : undefined;
}

/** Test hook. */
export function clearSystemResourcesCache(): void {
  pending = null;
}
