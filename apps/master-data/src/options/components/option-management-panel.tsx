import { Grid } from '@mantine/core';
import { useAtom } from 'jotai';
import { useCallback } from 'react';
import type { OptionType } from '@portal/contracts';
import { useRowSelection } from '@portal/record-kit';
import { useOptionDetailList } from '../hooks/use-option-detail-list';
import { useOptionTypeList } from '../hooks/use-option-type-list';
import { emptyOptionDetailFilters, selectedOptionTypeAtom } from '../state/option-list-query';
import { OptionDetailPanel } from './option-detail-panel';
import { OptionTypePanel } from './option-type-panel';

/**
 * Options (spec §3): the option types, and beside them the values of the type clicked. Every
 * dropdown of the portal reads its values here; a disabled value is offered by none.
 */
export function OptionManagementPanel() {
  const types = useOptionTypeList();
  const details = useOptionDetailList();
  const detailRows = useRowSelection();
  const [selected, setSelected] = useAtom(selectedOptionTypeAtom);
  const { search } = details;
  const { clear: clearDetailRows } = detailRows;

  const show = useCallback(
    (type: OptionType | null) => {
      setSelected(type);
      clearDetailRows();
      search({ ...emptyOptionDetailFilters, optionTypeId: type?.id ?? null });
    },
    [setSelected, clearDetailRows, search],
  );

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, xl: 5 }}>
        <OptionTypePanel
          list={types}
          selectedId={selected?.id ?? null}
          onSelect={show}
          onSaved={(type) => {
            // The type shown was renamed: its new name heads the values.
            if (type.id === selected?.id) setSelected(type);
          }}
          onDeleted={(type) => {
            if (type.id === selected?.id) show(null);
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xl: 7 }}>
        <OptionDetailPanel
          type={selected}
          list={details}
          rows={detailRows}
          onChanged={types.reload}
        />
      </Grid.Col>
    </Grid>
  );
}
