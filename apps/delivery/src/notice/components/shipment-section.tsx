import { Box, Fieldset, SimpleGrid } from '@mantine/core';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryShipment } from '@portal/contracts';
import { useFieldLayout } from '../hooks/use-field-layout';
import type { NoticeEditor } from '../hooks/use-notice-editor';
import type { LocatedField } from '../hooks/use-row-pages';
import type { FindingIndex } from '../state/notice-findings';
import {
  addressFields,
  shipmentFields,
  valueAt,
  withValue,
  type FieldSpec,
  type FieldValue,
} from '../state/notice-fields';
import { FieldSettings } from './field-settings';
import { FieldInput, type FieldOptions } from './field-input';
import { NoticeSection } from './notice-section';

/** The element id of a shipment field (of a ship-from or ship-to block: its name). */
const fieldElementId = (key: string): string => `notice-shipment-${key}`;

export interface ShipmentSectionProps {
  readonly shipment: DeliveryShipment;
  readonly findings: FindingIndex;
  readonly editable: boolean;
  readonly options: FieldOptions;
  readonly labelOf: (spec: FieldSpec) => string;
  readonly edit: NoticeEditor['edit'];
  readonly located: LocatedField | null;
}

/**
 * The delivery note info: the shipment's numbers, carrier and transport mode (by its meaning),
 * dates, weights and totals, and its ship-from and ship-to. Each finding stands under its field;
 * one whose field the user hid stands under the heading.
 */
export const ShipmentSection = memo(function ShipmentSection({
  shipment,
  findings,
  editable,
  options,
  labelOf,
  edit,
  located,
}: ShipmentSectionProps) {
  const { t } = useTranslation('delivery');
  const title = t('notice.section.shipment');
  const layout = useFieldLayout('shipment', shipmentFields);
  const change = useCallback(
    (path: string, value: FieldValue) =>
      edit((current) => ({ ...current, shipment: withValue(current.shipment, path, value) })),
    [edit],
  );

  const unplaced = useMemo(
    () =>
      findings.all.filter((finding) => {
        const [list, field] = finding.field.split('.');
        return list === 'shipment' && (field === undefined || !layout.isShown(field));
      }),
    [findings, layout],
  );

  useEffect(() => {
    if (located === null) return;
    const [list, field] = located.field.split('.');
    if (list !== 'shipment' || field === undefined) return;
    const element = document.getElementById(fieldElementId(field));
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [located]);

  return (
    <NoticeSection
      title={title}
      findings={unplaced}
      actions={
        <FieldSettings section={title} fields={shipmentFields} state={layout} labelOf={labelOf} />
      }
    >
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          gap: 'var(--mantine-spacing-sm)',
        }}
      >
        {layout.shown.map((spec) =>
          spec.kind.type === 'address' ? (
            <Fieldset
              key={spec.key}
              legend={labelOf(spec)}
              variant="filled"
              p="sm"
              style={{ gridColumn: 'span 2' }}
            >
              <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
                {addressFields.map((field) => {
                  const path = `${spec.key}.${field.key}`;
                  // "Enter the ship-from party" stands under its name.
                  const own = findings.at(`shipment.${path}`);
                  const block = field.key === 'name' ? findings.at(`shipment.${spec.key}`) : [];
                  return (
                    <FieldInput
                      key={field.key}
                      spec={field}
                      variant="form"
                      // The fieldset's legend names the party.
                      label={labelOf(field)}
                      value={valueAt(shipment, path)}
                      findings={[...block, ...own]}
                      readOnly={!editable}
                      options={options}
                      noneLabel={t('notice.value.none')}
                      {...(field.key === 'name' ? { id: fieldElementId(spec.key) } : {})}
                      onChange={(value) => change(path, value)}
                    />
                  );
                })}
              </SimpleGrid>
            </Fieldset>
          ) : (
            <FieldInput
              key={spec.key}
              spec={spec}
              variant="form"
              label={labelOf(spec)}
              value={valueAt(shipment, spec.key)}
              findings={findings.at(`shipment.${spec.key}`)}
              readOnly={!editable}
              options={options}
              noneLabel={t('notice.value.none')}
              id={fieldElementId(spec.key)}
              onChange={(value) => change(spec.key, value)}
            />
          ),
        )}
      </Box>
    </NoticeSection>
  );
});
