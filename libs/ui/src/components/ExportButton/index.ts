export { ExportButton, type ExportButtonProps } from './ExportButton';
