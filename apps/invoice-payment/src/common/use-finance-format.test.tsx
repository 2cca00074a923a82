import { describe, it } from 'vitest';
import { expectFormatsFollowDateSetting } from '@portal/testing';
import { texts } from '../i18n/texts';
import { useFinanceFormat } from './use-finance-format';

describe('useFinanceFormat', () => {
  it('shows what the invoice and payment screens show of days and times as the date-time setting says, and follows its change', async () => {
    await expectFormatsFollowDateSetting(useFinanceFormat, { namespace: 'invoice-payment', texts });
  });
});
