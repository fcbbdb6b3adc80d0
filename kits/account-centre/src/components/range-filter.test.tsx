import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders, setTestRuntimeConfig } from '@gp/kernel/testing';
import { en } from '../locales/en';
import { earliestDay, type RangeChoice, type RangeValue, quickDays } from '../range/ranges';
import { QuickRangePicker } from './quick-range-picker';
import { RangeFilter, useRangeFilter } from './range-filter';

const MEMBER: readonly RangeChoice[] = ['today', 'yesterday', 'last7', 'custom'];
const AGENT: readonly RangeChoice[] = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'];

function Harness({ ranges, maxDays, initial = { quick: 'today' }, onChange }: { ranges: readonly RangeChoice[]; maxDays: number; initial?: RangeValue; onChange: (next: RangeValue) => void }) {
  const [value, setValue] = useState<RangeValue>(initial);
  return (
    <RangeFilter
      value={value}
      ranges={ranges}
      maxDays={maxDays}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

beforeEach(() => {
  setTestRuntimeConfig();
});

describe('RangeFilter', () => {
  it("offers the page's ranges in order, one pressed, and says how far back it reaches", async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    renderWithProviders(<Harness ranges={AGENT} maxDays={90} onChange={onChange} />);

    const group = screen.getByRole('group', { name: en.range.label });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual([
      en.range.today,
      en.range.yesterday,
      en.range.thisWeek,
      en.range.lastWeek,
      en.range.thisMonth,
      en.range.lastMonth,
      en.range.custom,
    ]);
    expect(screen.getByRole('button', { name: en.range.today })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Up to the last 90 days')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.range.lastWeek }));
    expect(onChange).toHaveBeenLastCalledWith({ quick: 'lastWeek' });
    expect(screen.getByRole('button', { name: en.range.lastWeek })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: en.range.today })).toHaveAttribute('aria-pressed', 'false');
  });

  it('Custom opens the dates on the days shown and changes nothing until they are applied', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    renderWithProviders(<Harness ranges={MEMBER} maxDays={30} initial={{ quick: 'last7' }} onChange={onChange} />);
    expect(screen.queryByLabelText(en.range.from)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.range.custom }));
    expect(screen.getByRole('button', { name: en.range.custom })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: en.range.last7 })).toHaveAttribute('aria-pressed', 'false');
    const last7 = quickDays('last7');
    expect(screen.getByLabelText(en.range.from)).toHaveValue(last7.startDate);
    expect(screen.getByLabelText(en.range.to)).toHaveValue(last7.endDate);
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(en.range.from));
    await user.type(screen.getByLabelText(en.range.from), quickDays('yesterday').startDate);
    await user.click(screen.getByRole('button', { name: en.range.apply }));
    expect(onChange).toHaveBeenCalledWith({ quick: 'custom', startDate: quickDays('yesterday').startDate, endDate: last7.endDate });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("refuses days outside the page's window, before anything is asked for, and says why at the dates", async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    renderWithProviders(<Harness ranges={MEMBER} maxDays={30} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: en.range.custom }));
    const from = screen.getByLabelText(en.range.from);
    expect(from).toHaveAttribute('min', earliestDay(30));
    expect(from).toHaveAttribute('max', quickDays('today').endDate);
    await user.clear(from);
    await user.type(from, '2020-01-01');
    await user.click(screen.getByRole('button', { name: en.range.apply }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only the last 30 days can be shown.');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('Only the last 30 days can be shown.');

    await user.clear(from);
    await user.type(from, '2999-01-01');
    await user.click(screen.getByRole('button', { name: en.range.apply }));
    expect(screen.getByRole('alert')).toHaveTextContent(en.range.order);
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: en.range.yesterday }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(en.range.from)).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith({ quick: 'yesterday' });
  });

  it('speaks Tagalog with its own texts', async () => {
    renderWithProviders(<Harness ranges={MEMBER} maxDays={30} onChange={jest.fn()} />, { language: 'TY' });
    expect(await screen.findByRole('group', { name: 'Saklaw ng petsa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nakaraang 7 araw' })).toBeInTheDocument();
    expect(screen.getByText('Hanggang sa nakaraang 30 araw')).toBeInTheDocument();
  });
});

describe('useRangeFilter', () => {
  it('starts on its quick range with its days, and a new range goes back to page 1', () => {
    const { result } = renderHook(() => useRangeFilter('last7'));
    expect(result.current.value).toEqual({ quick: 'last7' });
    expect(result.current.range).toEqual(quickDays('last7'));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.onChange({ quick: 'yesterday' }));
    expect(result.current.page).toBe(1);
    expect(result.current.range).toEqual(quickDays('yesterday'));
    act(() => result.current.setPage(2));
    act(() => result.current.resetPage());
    expect(result.current.page).toBe(1);
  });
});

describe('QuickRangePicker', () => {
  it('quick ranges only, one pressed', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    renderWithProviders(<QuickRangePicker ranges={['today', 'thisWeek'] as const} value="today" onChange={onChange} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('button', { name: en.range.today })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: en.range.thisWeek }));
    expect(onChange).toHaveBeenCalledWith('thisWeek');
  });
});
