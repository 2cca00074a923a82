/**
 * The record kit: what a screen that manages records is made of. A paged list with selectable
 * rows and its toolbar, the row actions and their confirmations, the create/edit form dialog and
 * its checks, and the Excel export of the selected rows or of every row the filter matches.
 * Master data, settings and inventory use it, and so will the order-to-cash wings.
 */
export { byId, RecordTable, type RecordTableExport, type RecordTableProps } from './record-table';
export {
  actionsColumn,
  ConfirmActionDialog,
  DeleteRecordDialog,
  recordActionsColumn,
  RecordRowActions,
  RowActions,
  confirmedActions,
  type ConfirmedAction,
  type RowAction,
} from './record-row-actions';
export {
  useConfirmedAction,
  usePendingAction,
  useRecordActions,
  type ConfirmedActionOptions,
  type ConfirmedActionRunner,
  type PendingAction,
  type RecordAction,
  type RecordActions,
  type RecordActionsOptions,
} from './use-record-actions';
export { RecordFormDialog, type RecordFormDialogProps } from './record-form-dialog';
export {
  useCreateOrEditForm,
  useFormSave,
  useRecordForm,
  useSchemaChecks,
  type BoundField,
  type CreateOrEdit,
  type CreateOrEditFormOptions,
  type FormSave,
  type FormSaveOptions,
  type RecordForm,
  type RecordFormChecks,
  type RecordFormOptions,
  type SchemaChecks,
} from './use-record-form';
export { useSchemaErrors, type SchemaErrors } from './use-schema-errors';
export { markServerErrors } from './server-field-errors';
export { timestampColumn, timestampColumns } from './timestamp-columns';
export { useRowSelection, type RowSelection } from './use-row-selection';
export {
  useExcelExport,
  useListExport,
  useResourceDownload,
  useResourceMatchingDownload,
  useSelectedExport,
  type ExcelExport,
  type ListExport,
  type MatchingRowsDownload,
  type RowScope,
  type RowsDownload,
  type SelectedExport,
} from './use-excel-export';
export {
  useRowScopes,
  type MatchingRows,
  type MatchingRowsQuestion,
  type RowScopes,
  type RowScopesOptions,
} from './row-scopes';
export { ExportExcelButton, type ExportExcelButtonProps } from './export-excel-button';
export {
  RecordFilters,
  useFilterDraft,
  type FilterDraft,
  type RecordFiltersProps,
} from './record-filters';
