/** The query keys of what the shell reads from /wps/system/status after start-up. */
export const systemKeys = {
  all: ['system'] as const,
  resources: () => [...systemKeys.all, 'resources'] as const,
};
