import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the title as the h1 with its description and actions', () => {
    renderWithTheme(
      <PageHeader
        title="采购订单"
        description="查看并确认客户下达的订单"
        actions={<button type="button">导出</button>}
      />,
    );

    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('采购订单');
    expect(screen.getByText('查看并确认客户下达的订单')).toBeTruthy();
    const actions = screen.getByTestId('page-header-actions');
    expect(actions.contains(screen.getByRole('button', { name: '导出' }))).toBe(true);
  });

  it('leaves out the description and the actions area when not given', () => {
    const { container } = renderWithTheme(<PageHeader title="Purchase orders" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Purchase orders' })).toBeTruthy();
    expect(screen.queryByTestId('page-header-actions')).toBeNull();
    expect(container.querySelectorAll('header p')).toHaveLength(0);
  });
});
