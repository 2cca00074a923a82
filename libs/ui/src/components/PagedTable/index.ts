export {
  PagedTable,
  type PagedTableColumn,
  type PagedTableLabels,
  type PagedTableProps,
  type PagedTableRowKey,
  type PagedTableSelection,
} from './PagedTable';
export {
  FieldSettingsDialog,
  type FieldSettingsDialogColumn,
  type FieldSettingsDialogLabels,
  type FieldSettingsDialogProps,
} from './FieldSettingsDialog';
export { usePageSize, type PageSize } from './use-page-size';
