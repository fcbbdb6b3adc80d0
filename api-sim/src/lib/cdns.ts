/** CDN lists handed out by /wps/system/status (SPEC §9: the client picks one at random). */

/** Two entries so the client's random pick is exercised; both resolve to the simulator. */
export const imageCdns = (publicUrl: string): string[] => [publicUrl, `${publicUrl}/`];

/** Game launch URLs are built on this host (the simulator serves the demo game page). */
export const launchGameCdns = (publicUrl: string): string[] => [publicUrl];
