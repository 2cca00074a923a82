import { Group, SegmentedControl } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contracts';
import { ExportButton, saveFile, useFileDownload } from '@portal/ui';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';

const isLanguage = (value: string): value is Language => value === 'zh-cn' || value === 'en-us';

/**
 * "Print PDF" of one invoice in the language chosen beside it: the customer may read English
 * while the user works in Chinese, so it starts from the screen's language but is the user's to
 * change.
 */
export function InvoicePdfButton({
  invoiceId,
  screenLanguage,
}: {
  invoiceId: number;
  screenLanguage: Language;
}) {
  const { t } = useTranslation('invoice-payment');
  const [language, setLanguage] = useState<Language>(screenLanguage);
  const download = useCallback(
    (lang: Language, onProgress: (fraction: number) => void) =>
      downloadInvoicePdf(invoiceId, lang, onProgress),
    [invoiceId],
  );
  const pdf = useFileDownload(download, saveFile);
  return (
    <Group gap="xs" wrap="nowrap">
      <SegmentedControl
        size="xs"
        aria-label={t('invoice.pdf.language')}
        value={language}
        onChange={(value) => {
          if (isLanguage(value)) setLanguage(value);
        }}
        data={[
          { value: 'zh-cn', label: t('invoice.pdf.zh') },
          { value: 'en-us', label: t('invoice.pdf.en') },
        ]}
      />
      <ExportButton
        label={t('invoice.pdf.print')}
        progressLabel={t('invoice.pdf.progress')}
        icon={<IconPrinter size={16} stroke={1.6} />}
        exporting={pdf.exporting}
        progress={pdf.progress}
        onClick={() => void pdf.run(language)}
      />
    </Group>
  );
}
