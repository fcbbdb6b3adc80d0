import { formatTime } from '../../money/clock';
import type { WithdrawOrder, WithdrawProgressStep } from '../../money/money-state';

/**
 * A withdrawal's timeline (ours; PLATFORM-FACTS has only the status): submitted, reviewing,
 * approved or rejected (with the reason), paid — or failed at payout. Each step has its time;
 * an unfinished withdrawal names its next step and when it is expected, by the service times
 * below (chosen: the operator starts a review within 5 minutes, decides within 30, pays within 60).
 */
export const WITHDRAW_SERVICE_MINUTES = { review: 5, decision: 30, payout: 60 } as const;

export const TIMELINE_STEPS = ['SUBMITTED', 'REVIEWING', 'APPROVED', 'REJECTED', 'PAID', 'FAILED'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

const MINUTE = 60_000;

/** The recorded steps, or for an order without them (seeded history) the ones its status implies. */
function stepsOf(order: WithdrawOrder): WithdrawProgressStep[] {
  if (order.progress) return order.progress;
  const at = order.updateTime;
  switch (order.status) {
    case 2:
      return [{ step: 'REVIEWING', time: order.createTime }, { step: 'APPROVED', time: at }];
    case 3:
      return [{ step: 'REVIEWING', time: order.createTime }, { step: 'REJECTED', time: at, reason: order.remark }];
    case 4:
      return [{ step: 'REVIEWING', time: order.createTime }, { step: 'APPROVED', time: at }, { step: 'PAID', time: at }];
    case 5:
      return [{ step: 'REVIEWING', time: order.createTime }, { step: 'APPROVED', time: at }, { step: 'FAILED', time: at, reason: order.remark }];
    default:
      return [];
  }
}

/** Records a step (and the ones it implies, at the same time: a payout approves what was not yet). */
export function recordStep(order: WithdrawOrder, step: WithdrawProgressStep['step'], time: number, reason?: string): void {
  const steps = [...stepsOf(order)];
  const has = (name: WithdrawProgressStep['step']) => steps.some((entry) => entry.step === name);
  if (step !== 'REVIEWING' && !has('REVIEWING')) steps.push({ step: 'REVIEWING', time });
  if ((step === 'PAID' || step === 'FAILED') && !has('APPROVED')) steps.push({ step: 'APPROVED', time });
  steps.push(reason === undefined ? { step, time } : { step, time, reason });
  order.progress = steps;
}

/** Where a processing order (status 1) stands: submitted, or under review. */
export const isUnderReview = (order: WithdrawOrder): boolean => stepsOf(order).some((entry) => entry.step === 'REVIEWING');

export function timelineOf(order: WithdrawOrder) {
  const steps = stepsOf(order);
  const timeOf = (name: WithdrawProgressStep['step']) => steps.find((entry) => entry.step === name)?.time;
  let nextStep: { step: TimelineStep; expectedTime: string } | null = null;
  if (order.status === 1) {
    const reviewing = timeOf('REVIEWING');
    nextStep =
      reviewing === undefined
        ? { step: 'REVIEWING', expectedTime: formatTime(order.createTime + WITHDRAW_SERVICE_MINUTES.review * MINUTE) }
        : { step: 'APPROVED', expectedTime: formatTime(reviewing + WITHDRAW_SERVICE_MINUTES.decision * MINUTE) };
  } else if (order.status === 2) {
    nextStep = { step: 'PAID', expectedTime: formatTime((timeOf('APPROVED') ?? order.updateTime) + WITHDRAW_SERVICE_MINUTES.payout * MINUTE) };
  }
  return {
    timeline: [
      { step: 'SUBMITTED' as TimelineStep, time: formatTime(order.createTime), reason: null },
      ...steps.map((entry) => ({ step: entry.step as TimelineStep, time: formatTime(entry.time), reason: entry.reason ?? null })),
    ],
    nextStep,
  };
}
