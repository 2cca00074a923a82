export { ExportButton, type ExportButtonProps } from './ExportButton';
export { RowScopeButton, type RowScopeButtonProps, type RowScopeChoice } from './RowScopeButton';
