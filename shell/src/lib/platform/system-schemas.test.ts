import * as v from 'valibot';
import { registerSettingsSchema } from './system-schemas';
import { systemStatusSchema } from '@gp/games-kit';

describe('system schemas', () => {
  it('parse the system status and register settings of the contract', () => {
    expect(
      v.parse(systemStatusSchema, {
        status: 1,
        maintenance: { info: 'Back soon' },
        regionRestriction: { info: '' },
        location: { ip: '1.2.3.4' },
        customerService: 'https://cs',
        mainDomain: 'example.com',
        gtagId: 'G-1',
        imageCDNs: ['https://cdn1'],
        launchGameCDNs: [],
        resources: [{ labelNameEn: 'Blog', url: 'https://blog', resourceType: 'BLOG' }],
      }),
    ).toMatchObject({ status: 1, maintenance: { info: 'Back soon' } });
    expect(
      v.parse(registerSettingsSchema, {
        email: { enabled: true, required: false, acceptedPattern: '*', patternId: 4, minLength: 0, maxLength: 50 },
      }).email?.patternId,
    ).toBe(4);
  });
});
