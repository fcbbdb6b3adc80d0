import { fetchSystemStatus, type Resource } from '@gp/games-kit';
import { safeUrl } from '@gp/ui-kit';
import { queryOptions, useQuery } from '@gp/kernel/query';
import { systemKeys } from './system-keys';

export type SystemResources = { resources: Resource[]; customerService: string };

/**
 * The start-up already read /wps/system/status but keeps no copy; the surfaces that need its
 * resources (app download, blog link) read it once more, once per page load, when first shown.
 */
export function systemResourcesQueryOptions() {
  return queryOptions({
    queryKey: systemKeys.resources(),
    queryFn: ({ signal }): Promise<SystemResources> =>
      fetchSystemStatus({ signal }).then(({ resources, customerService }) => ({ resources, customerService })),
    staleTime: Infinity,
  });
}

/** null until loaded (or when the call failed: the surfaces then simply offer less). */
export function useSystemResources(): SystemResources | null {
  return useQuery(systemResourcesQueryOptions()).data ?? null;
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
