import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import {
  defaultProjectDirectories,
  defaultProjectFeatures,
  type Project,
  type ProjectConnection,
} from '@portal/contracts';
import { messagesOf } from '@portal/testing';
import { renderInPortal } from '../../testing/render-in-portal';
import { ConnectionDialog } from './connection-dialog';

const connection: ProjectConnection = {
  standard: 'X12',
  version: '004010',
  x12: {
    senderQualifier: 'ZZ',
    senderId: 'ACMESUPPLY',
    receiverQualifier: 'ZZ',
    receiverId: 'RETAILCO',
    applicationSender: 'ACMESUPPLY',
    applicationReceiver: 'RETAILCO',
    usage: 'P',
    acknowledgementRequested: false,
  },
  edifact: null,
  directories: defaultProjectDirectories,
  features: defaultProjectFeatures,
};

const acme: Project = {
  projectKey: 'ACME',
  nameZh: '艾克美零售',
  nameEn: 'Acme Retail',
  description: '',
  sort: 1,
  connection,
  hasApiKey: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

describe('the invoice-number prefix of a project', () => {
  it('saves the prefix typed, after refusing one the contracts do not take', async () => {
    const onSave = vi.fn(() => Promise.resolve(acme));
    await renderInPortal(<ConnectionDialog project={acme} onSave={onSave} onClose={vi.fn()} />, {
      language: 'en-us',
    });
    const dialog = within(await screen.findByRole('dialog'));
    const prefix = dialog.getByRole('textbox', { name: 'Invoice number prefix' });
    expect((prefix as HTMLInputElement).value).toBe('');
    expect(dialog.getByText(/invoices are numbered prefix \+ sequence/)).toBeTruthy();

    fireEvent.change(prefix, { target: { value: 'INV 2026' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messagesOf(prefix)).toContain('Information input error'));
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(prefix, { target: { value: 'INV-26' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        ...connection,
        features: { ...defaultProjectFeatures, invoiceNumberPrefix: 'INV-26' },
      }),
    );
  });
});
