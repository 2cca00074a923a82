import { describe, it } from 'vitest';
import { expectFormatsFollowDateSetting } from '@portal/testing';
import { texts } from '../i18n/texts';
import { useDeliveryFormat } from './use-delivery-format';

describe('useDeliveryFormat', () => {
  it('shows what the delivery screens show of days and times as the date-time setting says, and follows its change', async () => {
    await expectFormatsFollowDateSetting(useDeliveryFormat, { namespace: 'delivery', texts });
  });
});
