export { portalCssVariables, portalTheme, portalThemeWith, type PortalThemeTexts } from './theme';
export { fieldFocusRingWidth, PortalStyles, portalStyles } from './portal-styles';
export { useReturnFocus } from './hooks/use-return-focus';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { ScreenPlaceholder, type ScreenPlaceholderProps } from './components/ScreenPlaceholder';
export { LoadErrorPanel, type LoadErrorPanelProps } from './components/LoadErrorPanel';
export { PageLoader, type PageLoaderProps } from './components/PageLoader';
export { NotFoundPanel, type NotFoundPanelProps } from './components/NotFoundPanel';
export {
  PagedTable,
  FieldSettingsDialog,
  usePageSize,
  type PagedTableProps,
  type PagedTableColumn,
  type PagedTableLabels,
  type PagedTableSelection,
  type PagedTableRowKey,
  type FieldSettingsDialogProps,
  type PageSize,
} from './components/PagedTable';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export {
  ExportButton,
  RowScopeButton,
  type ExportButtonProps,
  type RowScopeButtonProps,
  type RowScopeChoice,
} from './components/ExportButton';
export {
  messageStatusTones,
  orderStatusTones,
  StatusBadge,
  statusTones,
  toneOf,
  userStatusTones,
  type StatusBadgeProps,
  type StatusTone,
} from './components/StatusBadge';
export {
  configureSnackbar,
  localMessagePrefix,
  showSnackbar,
  snackbarContent,
  snackbarDefaults,
  snackbarLevels,
  type SnackbarContent,
  type SnackbarLevel,
  type SnackbarOptions,
} from './components/Snackbar';
export {
  PasswordField,
  TextField,
  useFieldErrors,
  type FieldErrors,
  type FieldErrorsApi,
  type FieldName,
  type PasswordFieldProps,
  type TextFieldProps,
  type ValidationMessageParams,
  type ValidationTranslate,
} from './components/FormField';
export {
  OptionSelect,
  type OptionSelectProps,
  type OptionValue,
  ProjectSelect,
  type ProjectChoice,
  type ProjectSelectProps,
} from './components/OptionSelect';
export { usePagedList, type PagedList } from './hooks/use-paged-list';
export {
  useFileDownload,
  type DownloadableFile,
  type FileDownload,
} from './hooks/use-file-download';
export { saveFile } from './files/save-file';
export {
  ImportDialog,
  type ImportDialogLabels,
  type ImportDialogProps,
  type ImportDialogResult,
  type ImportRejectedRow,
} from './components/ImportDialog';
export {
  DateField,
  PortalDatesProvider,
  type DateFieldLabels,
  type DateFieldProps,
  type PortalDatesProviderProps,
} from './components/DateField';
