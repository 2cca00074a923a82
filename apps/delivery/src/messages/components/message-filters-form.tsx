import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  messageStatuses,
  messageStatusMeaning,
  outboundDocumentTypeMeanings,
  outboundDocumentTypeText,
  type MessageStatus,
  type ProjectListItem,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { RecordFilters, useFilterDraft } from '@portal/record-kit';
import { DateField, ProjectSelect } from '@portal/ui';
import { emptyMessageFilters, type MessageFilters } from '../state/message-list-query';

export interface MessageFiltersFormProps {
  /** The filters last searched with: the form starts from them. */
  readonly filters: MessageFilters;
  readonly onSearch: (filters: MessageFilters) => void;
  readonly projects: readonly ProjectListItem[];
  readonly projectsLoading: boolean;
}

const isMessageStatus = (value: string): value is MessageStatus =>
  (messageStatuses as readonly string[]).includes(value);

/**
 * Project, status and document type (each in words), the order's number and two days. A
 * project applies at once; Reset clears everything but the project.
 */
export function MessageFiltersForm({
  filters,
  onSearch,
  projects,
  projectsLoading,
}: MessageFiltersFormProps) {
  const { t, i18n } = useTranslation('delivery');
  const language = currentLanguage(i18n);
  const form = useFilterDraft(filters, onSearch);
  const { draft, set } = form;

  return (
    <RecordFilters
      label={t('messages.filter.title')}
      filters={form}
      reset={{ ...emptyMessageFilters, projectKey: draft.projectKey }}
    >
      <ProjectSelect
        label={t('messages.filter.project')}
        placeholder={t('messages.filter.allProjects')}
        w={200}
        projects={projects}
        language={language}
        value={draft.projectKey}
        onChange={(projectKey) => form.search({ ...draft, projectKey })}
        disabled={projectsLoading}
      />
      <Select
        label={t('messages.filter.status')}
        placeholder={t('messages.filter.allStatuses')}
        w={230}
        clearable
        data={messageStatuses.map((status) => ({
          value: status,
          label: messageStatusMeaning(status, language),
        }))}
        value={draft.status === '' ? null : draft.status}
        onChange={(value) => set('status')(value !== null && isMessageStatus(value) ? value : '')}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('messages.filter.documentType')}
        placeholder={t('messages.filter.allTypes')}
        w={230}
        clearable
        data={Object.keys(outboundDocumentTypeMeanings).map((code) => ({
          value: code,
          label: outboundDocumentTypeText(code, language),
        }))}
        value={draft.documentType === '' ? null : draft.documentType}
        onChange={(value) => set('documentType')(value ?? '')}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t('messages.filter.order')}
        w={120}
        autoComplete="off"
        inputMode="numeric"
        maxLength={12}
        value={draft.orderSerialNumber}
        // The server looks orders up by their serial number: only digits make one.
        onChange={(event) => set('orderSerialNumber')(event.currentTarget.value.replace(/\D/g, ''))}
      />
      <DateField
        label={t('messages.filter.from')}
        w={150}
        value={draft.from}
        onChange={set('from')}
      />
      <DateField label={t('messages.filter.to')} w={150} value={draft.to} onChange={set('to')} />
    </RecordFilters>
  );
}
