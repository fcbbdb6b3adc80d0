import type { Resource } from '@gp/games-kit';
import { safeUrl } from '@gp/ui-kit';
import { usePermissions } from '../platform/permissions';

/**
 * The site's resources (app downloads, blog), as the start-up read them from /wps/system/status
 * and keeps them (the permissions): no second call for the same answer. null only before the
 * start-up has the status.
 */
export function useSystemResources(): readonly Resource[] | null {
  return usePermissions().status?.resources ?? null;
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
