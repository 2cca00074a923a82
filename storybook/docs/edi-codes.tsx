import { Select, Stack, Table, Text } from '@mantine/core';
import {
  codeChoices,
  codeLabel,
  edifactMessageFunctionCodes,
  edifactUnitCodes,
  requestFieldLabel,
  x12AgencyCodes,
  x12PurposeCodes,
  x12TransportModeCodes,
  x12UnitCodes,
  type EdiCodeTable,
  type Language,
} from '@portal/contracts';
import { DocsPortal } from './docs-portal';
import { docsTexts } from './docs-texts';

/** Codes as orders carry them, each read in its own standard's table. */
const examples: readonly { table: EdiCodeTable; code: string }[] = [
  { table: x12PurposeCodes, code: '00' },
  { table: x12PurposeCodes, code: '01' },
  { table: edifactMessageFunctionCodes, code: '9' },
  { table: x12UnitCodes, code: 'EA' },
  { table: x12UnitCodes, code: 'CA' },
  { table: edifactUnitCodes, code: 'PCE' },
  { table: x12TransportModeCodes, code: 'M' },
  { table: x12AgencyCodes, code: '92' },
  { table: x12UnitCodes, code: 'ZZ9' },
];

function CodeTable({ locale }: { locale: Language }) {
  const words = docsTexts[locale];
  return (
    <Stack gap="md">
      <Table withTableBorder verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{words.standard}</Table.Th>
            <Table.Th>{words.element}</Table.Th>
            <Table.Th>{words.code}</Table.Th>
            <Table.Th>{words.shown}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {examples.map(({ table, code }) => (
            <Table.Tr key={`${table.element}-${code}`}>
              <Table.Td>{table.standard}</Table.Td>
              <Table.Td ff="monospace">{table.element}</Table.Td>
              <Table.Td ff="monospace">{code}</Table.Td>
              <Table.Td data-code-label={code}>
                {codeLabel(table, code, locale)}
                {Object.hasOwn(table.codes, code) ? null : (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({words.unknownCode})
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Select
        label={requestFieldLabel('unit', locale)}
        data={codeChoices(x12UnitCodes, locale)}
        defaultValue="EA"
        w={320}
        comboboxProps={{ withinPortal: false }}
      />
    </Stack>
  );
}

/** `codeLabel` and `codeChoices` of libs/contracts/src/edi-codes.ts, in the toolbar's language. */
export function EdiCodeExamples() {
  return <DocsPortal>{(locale) => <CodeTable locale={locale} />}</DocsPortal>;
}
