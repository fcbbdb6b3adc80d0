/**
 * The query keys of what the kit owns: every key comes from here. The area is `account`, the
 * member and agent centres' common ground, so both apps read one cache entry.
 */
export const accountKeys = {
  all: ['account'] as const,
  uplineInfo: () => [...accountKeys.all, 'upline-info'] as const,
};
