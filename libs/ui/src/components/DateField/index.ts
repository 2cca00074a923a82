export { DateField, type DateFieldProps } from './DateField';
export {
  PortalDatesProvider,
  type DateFieldLabels,
  type PortalDatesProviderProps,
} from './date-field-settings';
