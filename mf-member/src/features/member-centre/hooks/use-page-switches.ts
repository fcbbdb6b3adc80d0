import { featuresAtom, isFeatureEnabled, MEMBER_PAGES, type MemberPageId, useSession, type WhitelabelNode } from '@gp/kernel';
import { useAtomValue } from 'jotai';
import { useUplineSwitch } from '@gp/account-centre-kit';
import { useReferralSwitch } from '../../../lib/referral/get-referral-info';
import { useMerchantWallet } from '../api/get-merchant-wallet';
import { PAGE_SWITCHES, type PageSwitch } from '../member-pages';

/** 'unknown' until every switch a page depends on has answered: such a page stays hidden. */
export type PageVisibility = 'on' | 'off' | 'unknown';

type SwitchInputs = {
  tree: readonly WhitelabelNode[] | null;
  isSingle: number | undefined;
  uplineAllowed: boolean | undefined;
  referralOn: boolean | undefined;
};

export function switchVisibility(pageSwitch: PageSwitch | undefined, inputs: SwitchInputs): PageVisibility {
  if (!pageSwitch) return 'on';
  if (pageSwitch.kind === 'upline') {
    if (inputs.uplineAllowed === undefined) return 'unknown';
    return inputs.uplineAllowed ? 'on' : 'off';
  }
  if (pageSwitch.kind === 'referral') {
    if (inputs.referralOn === undefined) return 'unknown';
    return inputs.referralOn ? 'on' : 'off';
  }
  if (!inputs.tree) return 'unknown';
  if (!isFeatureEnabled(inputs.tree, pageSwitch.modId)) return 'off';
  if (pageSwitch.kind === 'module') return 'on';
  if (inputs.isSingle === undefined) return 'unknown';
  return inputs.isSingle === 1 ? 'off' : 'on';
}

function useSwitchInputs() {
  const tree = useAtomValue(featuresAtom);
  const { token } = useSession();
  const wallet = useMerchantWallet(Boolean(token));
  const upline = useUplineSwitch(Boolean(token));
  const referral = useReferralSwitch(Boolean(token));
  const inputs: SwitchInputs = { tree, isSingle: wallet.data?.isSingle, uplineAllowed: upline.data, referralOn: referral.data };
  return { inputs, wallet, upline, referral };
}

/** The visibility of every member-centre page for this account and site. */
export function usePageSwitches(): Record<MemberPageId, PageVisibility> {
  const { inputs } = useSwitchInputs();
  return Object.fromEntries(MEMBER_PAGES.map((id) => [id, switchVisibility(PAGE_SWITCHES[id], inputs)])) as Record<
    MemberPageId,
    PageVisibility
  >;
}

export type PageSwitchState = { visibility: PageVisibility; error: unknown; retry: (() => void) | null };

/** One page's switch, with the failure of the call it waits for (a deep link shows it with a retry). */
export function usePageSwitch(id: MemberPageId): PageSwitchState {
  const { inputs, wallet, upline, referral } = useSwitchInputs();
  const pageSwitch = PAGE_SWITCHES[id];
  const visibility = switchVisibility(pageSwitch, inputs);
  const query = pageSwitch?.kind === 'upline' ? upline : pageSwitch?.kind === 'multi-wallet' ? wallet : pageSwitch?.kind === 'referral' ? referral : null;
  if (visibility !== 'unknown' || !query?.isError) return { visibility, error: null, retry: null };
  return { visibility, error: query.error, retry: () => void query.refetch() };
}
