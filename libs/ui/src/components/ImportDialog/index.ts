export {
  ImportDialog,
  type ImportDialogLabels,
  type ImportDialogProps,
  type ImportDialogResult,
  type ImportRejectedRow,
} from './ImportDialog';
