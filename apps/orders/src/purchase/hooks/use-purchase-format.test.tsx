import { describe, it } from 'vitest';
import { expectFormatsFollowDateSetting } from '@portal/testing';
import { texts } from '../../i18n/texts';
import { usePurchaseFormat } from './use-purchase-format';

describe('usePurchaseFormat', () => {
  it('shows what the purchase screen show of days and times as the date-time setting says, and follows its change', async () => {
    await expectFormatsFollowDateSetting(usePurchaseFormat, { namespace: 'orders', texts });
  });
});
