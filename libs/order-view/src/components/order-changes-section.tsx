import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  agencyCodes,
  codeLabel,
  edifactPaymentMeansCodes,
  forecastCommitmentCodes,
  forecastTimingCodes,
  orderChangeFieldLabel,
  purchaseOrderTypeCodes,
  termsTypeCodeTables,
  transportModeCodes,
  transportTermsCodes,
  unitCodes,
  type EdiCodeElement,
  type EdiCodeTable,
  type OrderChange,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { useEdiCode } from '../hooks/use-edi-code';
import { DetailSection, DetailTable } from './detail-blocks';

/** The fields whose values are EDI codes, shown with their meaning on both sides of a change. */
const codeFields: Readonly<
  Record<OrderChange['scope'], Readonly<Record<string, EdiCodeElement | EdiCodeTable>>>
> = {
  header: {
    purchaseOrderTypeCode: purchaseOrderTypeCodes,
    transportationTerms: transportTermsCodes,
    paymentMethod: edifactPaymentMeansCodes,
    'saleTerms.typeCode': termsTypeCodeTables,
  },
  line: {
    unit: unitCodes,
    weightUnit: unitCodes,
    volumeUnit: unitCodes,
    transportMode: transportModeCodes,
    deliveryPlanStatus: forecastCommitmentCodes,
    frequencyCode: forecastTimingCodes,
  },
};

const isTable = (list: EdiCodeElement | EdiCodeTable): list is EdiCodeTable =>
  'codes' in list && 'element' in list;

const codeListOf = (change: OrderChange): EdiCodeElement | EdiCodeTable | undefined => {
  if (change.scope === 'header' && /^parties\.\w+\.agencyCode$/.test(change.field)) {
    return agencyCodes;
  }
  const fields = codeFields[change.scope];
  return Object.hasOwn(fields, change.field) ? fields[change.field] : undefined;
};

type Listed = Readonly<Record<string, unknown>>;

const isListed = (value: unknown): value is Listed =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A value of a change as people read it. The server sends lists (contract numbers, contacts,
 * schedules, charges) as JSON: they show as their items' values, roles and contact functions in
 * words, never as the JSON's field names.
 */
function useChangeValue(): (change: OrderChange, value: string | null) => string {
  const { t, i18n } = useTranslation('order-view');
  const language = currentLanguage(i18n);
  const code = useEdiCode();
  return useCallback(
    (change, value) => {
      if (value === null) return t('order.detail.none');
      const list = codeListOf(change);
      if (list !== undefined)
        return isTable(list) ? codeLabel(list, value, language) : code(list, value);
      if (!value.startsWith('[') && !value.startsWith('{')) return value;
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return value;
      }
      const item = (entry: unknown): string => {
        if (!isListed(entry)) return String(entry);
        return Object.entries(entry)
          .map(([key, inner]) => {
            if (key === 'role' && typeof inner === 'string') return t(`order.party.${inner}`);
            if (key === 'function' && typeof inner === 'string') {
              return t(`order.contactFunction.${inner}`);
            }
            if (key === 'indicator' && typeof inner === 'string') {
              return t(`order.spac.indicator${inner}`);
            }
            return isListed(inner) || Array.isArray(inner) ? '' : String(inner);
          })
          .filter((text) => text !== '')
          .join(' ');
      };
      return (Array.isArray(parsed) ? parsed : [parsed]).map(item).join('; ');
    },
    [t, language, code],
  );
}

/** What the last change did, field by field: its place in words, and before → after. */
export function OrderChangesSection({ changes }: { changes: readonly OrderChange[] }) {
  const { t, i18n } = useTranslation('order-view');
  const language = currentLanguage(i18n);
  const valueOf = useChangeValue();
  return (
    <DetailSection title={t('order.section.changes')}>
      <DetailTable<OrderChange>
        label={t('order.section.changes')}
        rows={changes}
        rowKey={(change, index) => `${change.scope}-${change.lineNumber ?? ''}-${index}`}
        empty={t('order.change.none')}
        columns={[
          {
            key: 'scope',
            title: t('order.change.scope'),
            render: (change) => t(`order.changeScope.${change.scope}`),
          },
          {
            key: 'line',
            title: t('order.change.line'),
            render: (change) => change.lineNumber,
          },
          {
            key: 'change',
            title: t('order.change.change'),
            render: (change) => t(`order.changeType.${change.change}`),
          },
          {
            key: 'field',
            title: t('order.change.field'),
            render: (change) => orderChangeFieldLabel(change, language),
          },
          {
            key: 'beforeAfter',
            title: t('order.change.beforeAfter'),
            render: (change) =>
              `${valueOf(change, change.before)} → ${valueOf(change, change.after)}`,
          },
        ]}
      />
    </DetailSection>
  );
}
