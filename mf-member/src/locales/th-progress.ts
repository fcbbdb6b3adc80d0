/** Thai of `enProgress`; spread into `th`. */
export const thProgress = {
  withdrawProgress: {
    title: 'ถอนเงิน {{orderNo}} · {{amount}}',
    steps: 'สถานะการถอนเงิน',
    step: {
      SUBMITTED: 'ส่งคำขอแล้ว',
      REVIEWING: 'กำลังตรวจสอบ',
      APPROVED: 'อนุมัติแล้ว',
      REJECTED: 'ถูกปฏิเสธ',
      PAID: 'จ่ายเงินแล้ว',
      FAILED: 'จ่ายเงินไม่สำเร็จ',
    },
    expected: 'คาดว่าภายใน {{time}}',
    later: 'ยังไม่ถึงขั้นตอนนี้',
    reason: 'เหตุผล: {{reason}}',
    refresh: 'รีเฟรช',
    track: 'สถานะ',
    trackOrder: 'สถานะของ {{orderNo}}',
  },
} as const;
