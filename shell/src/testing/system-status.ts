import type { SystemStatus } from '@gp/games-kit';

export function testSystemStatus(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    status: 0,
    maintenance: { info: 'Back at 10:00' },
    regionRestriction: { info: 'Not available in your region' },
    location: { ip: '203.0.113.7' },
    customerService: 'https://cs.example/chat',
    mainDomain: 'example.com',
    gtagId: '',
    imageCDNs: [],
    launchGameCDNs: [],
    resources: [],
    ...overrides,
  };
}
