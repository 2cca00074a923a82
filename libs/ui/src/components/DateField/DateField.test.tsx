import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Language } from '@portal/contracts';
import { renderWithTheme } from '../../testing/render';
import { DateField, parseDay } from './DateField';
import { PortalDatesProvider, type DateFieldLabels } from './date-field-settings';

const labelKeys = [
  'previousMonth',
  'nextMonth',
  'previousYear',
  'nextYear',
  'previousDecade',
  'nextDecade',
  'chooseMonth',
  'chooseYear',
  'clear',
] as const satisfies readonly (keyof DateFieldLabels)[];

/** Each text names its key, so a test sees which text a control carries. */
const labels: DateFieldLabels = Object.fromEntries(
  labelKeys.map((key) => [key, `date.${key}`]),
) as Record<(typeof labelKeys)[number], string>;

/** A form's day kept in state, as the filter forms keep theirs. */
function Day(props: { initial: string; onChange: (value: string) => void; error?: string }) {
  const [value, setValue] = useState(props.initial);
  return (
    <DateField
      label="接收日期（起）"
      value={value}
      error={props.error}
      required
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

function inPortal(
  ui: ReactNode,
  language: Language,
  valueFormat: string,
  labels?: DateFieldLabels,
) {
  return renderWithTheme(
    <PortalDatesProvider language={language} valueFormat={valueFormat} labels={labels}>
      {ui}
    </PortalDatesProvider>,
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>(/接收日期（起）/);

describe('parseDay', () => {
  it('reads a whole day in the given format or in ISO, and nothing half-typed', () => {
    expect(parseDay('2026/11/21', 'YYYY/MM/DD')).toBe('2026-11-21');
    expect(parseDay(' 20261121 ', 'YYYYMMDD')).toBe('2026-11-21');
    expect(parseDay('2026-11-21', 'YYYYMMDD')).toBe('2026-11-21');
    expect(parseDay('2026/11/2', 'YYYY/MM/DD')).toBeNull();
    expect(parseDay('2026-02-30', 'YYYY-MM-DD')).toBeNull();
    expect(parseDay('', 'YYYY-MM-DD')).toBeNull();
  });
});

describe('DateField', () => {
  it('shows and reads ISO days outside the provider, as a remote unit test renders it', () => {
    const onChange = vi.fn();
    renderWithTheme(<Day initial="2026-11-21" onChange={onChange} />);

    expect(field().value).toBe('2026-11-21');
    fireEvent.change(field(), { target: { value: '2026-12-01' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
  });

  it('shows the day in the portal format and hands on YYYY-MM-DD', () => {
    const onChange = vi.fn();
    inPortal(<Day initial="2026-11-21" onChange={onChange} />, 'zh-cn', 'YYYY/MM/DD');

    expect(field().value).toBe('2026/11/21');
    expect(field().placeholder).toBe('YYYY/MM/DD');
    fireEvent.change(field(), { target: { value: '2026/12/0' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: '2026/12/05' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-05');
    fireEvent.change(field(), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('keeps its label, required mark and error for assistive technology', () => {
    renderWithTheme(<Day initial="" onChange={vi.fn()} error="结束日期不能早于开始日期" />);

    expect(field().getAttribute('aria-required')).toBe('true');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('结束日期不能早于开始日期')).toBeTruthy();
    expect(field().value).toBe('');
  });

  it('shows nothing for a value that is no day', () => {
    renderWithTheme(<Day initial="soon" onChange={vi.fn()} />);
    expect(field().value).toBe('');
  });

  it('opens a calendar in Chinese that starts on Monday, with named controls', async () => {
    inPortal(<Day initial="2026-11-21" onChange={vi.fn()} />, 'zh-cn', 'YYYY-MM-DD', labels);

    fireEvent.focus(field());
    const calendar = await screen.findByRole('table');
    expect(calendar.querySelector('thead')?.textContent).toBe('一二三四五六日');
    // Queried by label: role queries over the 42 days are slow enough to time out on a busy machine.
    expect(screen.getByLabelText('date.chooseMonth').textContent).toBe('十一月 2026');
    expect(screen.getByLabelText('date.nextMonth').tagName).toBe('BUTTON');
    expect(screen.getByLabelText('date.clear').tagName).toBe('BUTTON');
  });

  it('opens a calendar in English that starts on Sunday', async () => {
    inPortal(<Day initial="2026-11-21" onChange={vi.fn()} />, 'en-us', 'YYYY-MM-DD');

    fireEvent.focus(field());
    const calendar = await screen.findByRole('table');
    expect(calendar.querySelector('thead')?.textContent).toBe('SuMoTuWeThFrSa');
    expect(screen.getByText('November 2026')).toBeTruthy();
  });

  it('picks a day from the calendar', async () => {
    const onChange = vi.fn();
    inPortal(<Day initial="2026-11-21" onChange={onChange} />, 'en-us', 'YYYY/MM/DD');

    fireEvent.focus(field());
    await screen.findByRole('table');
    fireEvent.click(screen.getByLabelText('25 November 2026'));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
    expect(field().value).toBe('2026/11/25');
  });
});
