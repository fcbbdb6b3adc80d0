/** Tagalog of `enProgress`; spread into `ty`. */
export const tyProgress = {
  withdrawProgress: {
    title: 'Withdrawal na {{orderNo}} · {{amount}}',
    steps: 'Progreso ng withdrawal',
    step: {
      SUBMITTED: 'Naipasa',
      REVIEWING: 'Sinusuri',
      APPROVED: 'Inaprubahan',
      REJECTED: 'Tinanggihan',
      PAID: 'Naibayad na',
      FAILED: 'Hindi naibayad',
    },
    expected: 'Inaasahan bago ang {{time}}',
    later: 'Hindi pa',
    reason: 'Dahilan: {{reason}}',
    refresh: 'I-refresh',
    track: 'Progreso',
    trackOrder: 'Progreso ng {{orderNo}}',
  },
} as const;
