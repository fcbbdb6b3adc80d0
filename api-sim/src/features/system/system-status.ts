import { SITE_TIME_ZONE } from '../../config';
import type { SimContext } from '../../context';
import { formatTime, nowOf } from '../../money/clock';
import { imageCdns, launchGameCdns } from '../../lib/cdns';
import type { SystemStatus } from '../../state/sim-state';

export interface Resource {
  labelNameEn: string;
  url: string;
  resourceType: string;
}

export interface SystemStatusValue {
  status: SystemStatus;
  maintenance: { info: string };
  regionRestriction: { info: string };
  location: { ip: string };
  customerService: string;
  mainDomain: string;
  gtagId: string;
  imageCDNs: string[];
  launchGameCDNs: string[];
  resources: Resource[];
  /** The site's time zone (day ranges of the records) and the server's clock in it. */
  timeZone: string;
  serverTime: string;
}

export const MAINTENANCE_INFO = 'Scheduled maintenance is in progress. We will be back shortly.';
export const REGION_RESTRICTION_INFO = 'Access from your country or region is restricted.';

export const mainDomainOf = (publicUrl: string): string => new URL(publicUrl).hostname;

function resources(publicUrl: string): Resource[] {
  return [
    { labelNameEn: 'iOS App', url: `${publicUrl}/sim/download/app.ipa`, resourceType: 'IOS' },
    { labelNameEn: 'iOS Lite', url: `${publicUrl}/sim/download/app.mobileconfig`, resourceType: 'MOBILECONFIG' },
    { labelNameEn: 'Android App', url: `${publicUrl}/sim/download/app.apk`, resourceType: 'ANDROID' },
    { labelNameEn: 'Blog', url: `${publicUrl}/sim/blog`, resourceType: 'BLOG' },
  ];
}

export function systemStatus(ctx: SimContext, ip: string): SystemStatusValue {
  const { publicUrl } = ctx;
  return {
    status: ctx.state.status,
    maintenance: { info: MAINTENANCE_INFO },
    regionRestriction: { info: REGION_RESTRICTION_INFO },
    location: { ip },
    customerService: `${publicUrl}/sim/chat`,
    mainDomain: mainDomainOf(publicUrl),
    // Empty on purpose: the simulator must not make the client load an analytics script.
    gtagId: '',
    imageCDNs: imageCdns(publicUrl),
    launchGameCDNs: launchGameCdns(publicUrl),
    resources: resources(publicUrl),
    timeZone: SITE_TIME_ZONE,
    serverTime: formatTime(nowOf(ctx.state.clock)),
  };
}
