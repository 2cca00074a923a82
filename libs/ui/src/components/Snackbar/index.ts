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
} from './Snackbar';
