/** The withdrawal timeline (issue 24), on the withdraw page and in the account record; spread into `en`. */
export const enProgress = {
  withdrawProgress: {
    title: 'Withdrawal {{orderNo}} · {{amount}}',
    steps: 'Withdrawal progress',
    step: {
      SUBMITTED: 'Submitted',
      REVIEWING: 'Under review',
      APPROVED: 'Approved',
      REJECTED: 'Rejected',
      PAID: 'Paid',
      FAILED: 'Payout failed',
    },
    expected: 'Expected by {{time}}',
    later: 'Not yet',
    reason: 'Reason: {{reason}}',
    refresh: 'Refresh',
    track: 'Progress',
    trackOrder: 'Progress of {{orderNo}}',
  },
} as const;
