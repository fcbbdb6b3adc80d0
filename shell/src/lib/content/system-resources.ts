import { useMemo } from 'react';
import type { Resource } from '@gp/games-kit';
import { safeUrl } from '@gp/ui-kit';
import { usePermissions } from '../platform/permissions';

export type SystemResources = { resources: Resource[]; customerService: string };

/**
 * The site's resources (app downloads, blog) and customer-service link, as the start-up read them
 * from /wps/system/status and keeps them (the permissions): no second call for the same answer.
 * null only before the start-up has the status.
 */
export function useSystemResources(): SystemResources | null {
  const { status } = usePermissions();
  return useMemo(() => (status ? { resources: status.resources, customerService: status.customerService } : null), [status]);
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
