import { Button, Group, Progress, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExcelExport } from './use-excel-export';

export interface ExportExcelButtonProps {
  readonly excel: ExcelExport;
  readonly onClick: () => void;
  /** Accessible name of the progress bar shown while the workbook downloads. */
  readonly progressLabel: string;
}

/** "Export Excel" of a table's toolbar: a loader while the export runs, then its progress. */
export function ExportExcelButton({ excel, onClick, progressLabel }: ExportExcelButtonProps) {
  const { t } = useTranslation();
  const percent = Math.round(excel.progress * 100);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} stroke={1.6} />}
        loading={excel.exporting}
        onClick={onClick}
      >
        {t('common:button.exportExcel')}
      </Button>
      {excel.exporting && percent > 0 ? (
        <>
          <Progress value={percent} w={96} aria-label={progressLabel} />
          <Text size="xs" c="dimmed">
            {percent}%
          </Text>
        </>
      ) : null}
    </Group>
  );
}
