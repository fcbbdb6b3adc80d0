import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTestRuntimeConfig } from '@gp/kernel/testing';
import '../../lib/i18n';
import { en } from '../../locales/en';
import { renderPage } from '../../testing/render-page';
import type { WithdrawProgress } from '../../lib/withdraw-progress/get-withdraw-progress';
import { WithdrawTimeline } from './withdraw-timeline';

const steps = en.withdrawProgress.step;

function progress(overrides: Partial<WithdrawProgress>): WithdrawProgress {
  return {
    orderNo: 'W0000000042',
    amount: 500,
    status: 1,
    timeline: [{ step: 'SUBMITTED', time: '2026-11-25T12:00:00+08:00', reason: null }],
    nextStep: { step: 'REVIEWING', expectedTime: '2026-11-25T12:05:00+08:00' },
    ...overrides,
  };
}

function stepsList() {
  return screen.getByRole('list', { name: en.withdrawProgress.steps });
}

beforeEach(() => setTestRuntimeConfig());

describe('WithdrawTimeline', () => {
  it('lists the steps in order with the current one marked, the next step’s expected time and the later ones to come', () => {
    renderPage(<WithdrawTimeline progress={progress({})} />);
    expect(screen.getByRole('heading', { name: 'Withdrawal W0000000042 · ₱500.00' })).toBeInTheDocument();
    const items = within(stepsList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${steps.SUBMITTED}2026-11-25 12:00:00`,
      `${steps.REVIEWING}Expected by 2026-11-25 12:05:00`,
      `${steps.APPROVED}${en.withdrawProgress.later}`,
      `${steps.PAID}${en.withdrawProgress.later}`,
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items.slice(1).some((item) => item.hasAttribute('aria-current'))).toBe(false);
  });

  it('moves the current step as the withdrawal advances, and ends on paid', () => {
    const { rerender } = renderPage(
      <WithdrawTimeline
        progress={progress({
          status: 2,
          timeline: [
            { step: 'SUBMITTED', time: '2026-11-25T12:00:00+08:00', reason: null },
            { step: 'REVIEWING', time: '2026-11-25T12:02:00+08:00', reason: null },
            { step: 'APPROVED', time: '2026-11-25T12:12:00+08:00', reason: null },
          ],
          nextStep: { step: 'PAID', expectedTime: '2026-11-25T13:12:00+08:00' },
        })}
      />,
    );
    expect(within(stepsList()).getByRole('listitem', { current: 'step' })).toHaveTextContent(`${steps.APPROVED}2026-11-25 12:12:00`);
    expect(within(stepsList()).getAllByRole('listitem')[3]).toHaveTextContent('Expected by 2026-11-25 13:12:00');

    rerender(
      <WithdrawTimeline
        progress={progress({
          status: 4,
          timeline: [
            { step: 'SUBMITTED', time: '2026-11-25T12:00:00+08:00', reason: null },
            { step: 'REVIEWING', time: '2026-11-25T12:02:00+08:00', reason: null },
            { step: 'APPROVED', time: '2026-11-25T12:12:00+08:00', reason: null },
            { step: 'PAID', time: '2026-11-25T12:32:00+08:00', reason: null },
          ],
          nextStep: null,
        })}
      />,
    );
    expect(within(stepsList()).getByRole('listitem', { current: 'step' })).toHaveTextContent(`${steps.PAID}2026-11-25 12:32:00`);
    expect(screen.queryByText(/Expected by/)).not.toBeInTheDocument();
  });

  it('ends at a rejection with its reason, without the steps that will not come', () => {
    renderPage(
      <WithdrawTimeline
        progress={progress({
          status: 3,
          timeline: [
            { step: 'SUBMITTED', time: '2026-11-25T12:00:00+08:00', reason: null },
            { step: 'REVIEWING', time: '2026-11-25T12:02:00+08:00', reason: null },
            { step: 'REJECTED', time: '2026-11-25T12:20:00+08:00', reason: 'Account name does not match' },
          ],
          nextStep: null,
        })}
      />,
    );
    const items = within(stepsList()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(stepsList()).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      `${steps.REJECTED}2026-11-25 12:20:00Reason: Account name does not match`,
    );
    expect(screen.queryByText(steps.PAID)).not.toBeInTheDocument();
  });

  it('offers a refresh when asked to', async () => {
    const user = userEvent.setup({ delay: null });
    const onRefresh = jest.fn();
    renderPage(<WithdrawTimeline progress={progress({})} onRefresh={onRefresh} />);
    await user.click(screen.getByRole('button', { name: en.withdrawProgress.refresh }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
