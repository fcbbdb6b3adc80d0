export const en = {
  support: {
    customerService: 'Customer service',
    ip: 'IP: {{ip}}',
  },
} as const;

export type SystemStatusResources = typeof en;
