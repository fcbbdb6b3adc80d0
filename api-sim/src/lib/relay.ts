/** Relay calls live under /wps/relay/<NAME> (docs/api-contract.md, "Conventions"). */
export const relayPath = (name: string): string => `/wps/relay/${name}`;

/** pw calls (PLATFORM-FACTS) go through /wps/relay/passwordCheck/<NAME> with an enc body. */
export const passwordCheckPath = (name: string): string => `/wps/relay/passwordCheck/${name}`;

/** Query fields every client call may carry; accepted and ignored unless a call says otherwise. */
export const commonQueryProperties = {
  language: { type: 'string', maxLength: 8 },
  lang: { type: 'string', maxLength: 8 },
  merchantCode: { type: 'string', maxLength: 32 },
  merchant: { type: 'string', maxLength: 32 },
  platform: { type: 'string', maxLength: 8 },
  clientType: { type: 'string', maxLength: 16 },
  device: { type: 'string', maxLength: 16 },
} as const;

export interface CommonQuery {
  language?: string;
  lang?: string;
}

/** Language code of a request, `EN` by default. */
export const languageOf = (query: CommonQuery): string => (query.language ?? query.lang ?? 'EN').toUpperCase();
