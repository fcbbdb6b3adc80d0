export const en = {
  support: {
    customerService: 'Customer service',
    ip: 'IP: {{ip}}',
  },
  memberInfo: {
    failed: 'Your account details could not be loaded.',
  },
} as const;

export type SystemStatusResources = typeof en;
