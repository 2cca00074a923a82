import { Box, Button, Code, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseCog, IconDownload } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, ExportButton, saveFile, showSnackbar, useFileDownload } from '@portal/ui';
import { downloadLogs } from '../api/download-logs';
import { runUpgrade, type UpgradeReport } from '../api/run-upgrade';

/** Module level, so the download hook gets a stable function. */
const fetchLogs = (_: undefined, onProgress: (fraction: number) => void) =>
  downloadLogs(onProgress);

/**
 * System maintenance (ADMIN, `?tab=maintenance`): download the server's log file, and run the
 * upgrade script (pending database migrations) after a confirmation, then say what it did.
 * Failures are shown once, by the api client's snackbar.
 */
export function MaintenancePanel() {
  const { t } = useTranslation('settings');
  const logs = useFileDownload(fetchLogs, saveFile);
  const [confirming, setConfirming] = useState(false);
  const [report, setReport] = useState<UpgradeReport | null>(null);

  const upgrade = async () => {
    let result: UpgradeReport;
    try {
      result = await runUpgrade();
    } catch {
      return; // The client's snackbar shows why; the dialog stays open.
    }
    setReport(result);
    setConfirming(false);
    showSnackbar('local-success.upgraded', { level: 'success' });
  };

  return (
    <Stack gap="md">
      <MaintenanceSection
        title={t('maintenance.logs.title')}
        description={t('maintenance.logs.description')}
      >
        <ExportButton
          label={t('maintenance.logs.download')}
          progressLabel={t('maintenance.logs.progress')}
          icon={<IconDownload size={16} stroke={1.6} aria-hidden />}
          exporting={logs.exporting}
          progress={logs.progress}
          onClick={() => void logs.run(undefined)}
        />
      </MaintenanceSection>

      <MaintenanceSection
        title={t('maintenance.upgrade.title')}
        description={t('maintenance.upgrade.description')}
      >
        <Group>
          <Button
            leftSection={<IconDatabaseCog size={16} stroke={1.6} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('maintenance.upgrade.run')}
          </Button>
        </Group>
        <Box role="status" data-testid="upgrade-result">
          {report === null ? null : <UpgradeResult report={report} />}
        </Box>
      </MaintenanceSection>

      <ConfirmDialog
        opened={confirming}
        title={t('common:confirm.title')}
        message={t('maintenance.upgrade.confirm')}
        confirmLabel={t('maintenance.upgrade.run')}
        cancelLabel={t('common:button.cancel')}
        onConfirm={upgrade}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** A titled card of the panel: a region named by its heading, a line on what it does, its controls. */
function MaintenanceSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** What the last upgrade did, in plain words: the changes applied now, or "already up to date". */
function UpgradeResult({ report }: { report: UpgradeReport }) {
  const { t } = useTranslation('settings');
  if (report.applied.length === 0) {
    return (
      <Text size="sm" mt="xs">
        {t('maintenance.upgrade.upToDate', { before: report.alreadyApplied })}
      </Text>
    );
  }
  return (
    <Stack gap={4} mt="xs">
      <Text size="sm">{t('maintenance.upgrade.applied', { now: report.applied.length })}</Text>
      <List size="sm" aria-label={t('maintenance.upgrade.appliedList')}>
        {report.applied.map((tag) => (
          <List.Item key={tag}>
            <Code>{tag}</Code>
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {t('maintenance.upgrade.before', { before: report.alreadyApplied })}
      </Text>
    </Stack>
  );
}
