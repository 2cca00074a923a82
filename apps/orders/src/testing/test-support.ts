import { fireEvent, waitFor, within } from '@testing-library/react';
import {
  defaultProjectFeatures,
  type OrderPage,
  type OrderSummary,
  type ProjectFeatures,
  type ProjectListItem,
} from '@portal/contracts';

/**
 * Test data and steps the tests of every screen of this remote share (only tests import this
 * file): projects as the project list sends them, order list rows and pages, and picking an option
 * of a Mantine select.
 */

/** When the fixtures were received and last changed. */
export const fixtureStamp = '2026-03-10T02:15:00.000Z';

export interface ProjectFixture {
  nameZh?: string;
  nameEn?: string;
  /** Feature switches that differ from the defaults. */
  features?: Partial<ProjectFeatures>;
}

/** A project as GET /project/config/list sends it: key, names and the switches screens use. */
export const project = (
  projectKey: string,
  {
    nameZh = `${projectKey} 中文`,
    nameEn = `${projectKey} English`,
    features,
  }: ProjectFixture = {},
): ProjectListItem => {
  const { allowCancel, allowDelete, confirmBeforeAccept } = {
    ...defaultProjectFeatures,
    ...features,
  };
  return {
    projectKey,
    nameZh,
    nameEn,
    features: { allowCancel, allowDelete, confirmBeforeAccept },
  };
};

/** One row of an order list: a received ACME order of 150 pieces for 1,987.50 USD. */
export const orderSummary = (
  serialNumber: number,
  overrides: Partial<OrderSummary> = {},
): OrderSummary => ({
  serialNumber,
  projectKey: 'ACME',
  documentType: 'ORDER',
  documentNumber: `PO-${4500000 + serialNumber}`,
  orderNumber: `PO-${4500000 + serialNumber}`,
  status: 'RECEIVED',
  documentVersion: 1,
  quantity: 150,
  amount: 1987.5,
  currencyCode: 'USD',
  orderDate: '2026-03-10',
  receivedAt: fixtureStamp,
  updatedAt: fixtureStamp,
  buyerName: 'ACME Retail Inc.',
  shipToName: 'ACME DC Dallas',
  lineCount: 2,
  ...overrides,
});

/** The first and only page of an order list holding `records`. */
export const orderPage = (
  records: OrderSummary[],
  overrides: Partial<OrderPage> = {},
): OrderPage => ({
  records,
  total: records.length,
  page: 1,
  size: 10,
  next: null,
  totalCapped: false,
  ...overrides,
});

/** Opens a Mantine select and picks an option (its options are hidden from a11y queries). */
export async function chooseOption(select: HTMLElement, option: string): Promise<void> {
  fireEvent.click(select);
  const listbox = await waitFor(() => {
    const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (element === null) throw new Error('the select did not open');
    return element;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}
