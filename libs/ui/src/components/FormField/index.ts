export {
  useFieldErrors,
  type FieldErrors,
  type FieldErrorsApi,
  type FieldName,
  type ValidationMessageParams,
  type ValidationTranslate,
} from './useFieldErrors';
export {
  PasswordField,
  TextField,
  type PasswordFieldProps,
  type TextFieldProps,
} from './FormFields';
