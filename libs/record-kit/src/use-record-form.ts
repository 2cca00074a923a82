import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useValidationTranslate } from '@portal/i18n';
import { showSnackbar, useFieldErrors, type FieldErrorsApi, type FieldName } from '@portal/ui';
import { markServerErrors } from './server-field-errors';

/** How a record form checks its draft and shows what is wrong with it. */
export interface RecordFormChecks<D, Checked> {
  /** The message of each field that failed (a record's form may check a field it does not show). */
  readonly errors: Readonly<Partial<Record<string, string>>>;
  /** What to save, or null with the errors shown. */
  readonly validate: (draft: D) => Checked | null;
  /** Forgets the error of a field the user changed. */
  readonly clearError: (field: keyof D & string) => void;
  /** Puts the messages of a refused save on the fields it names. */
  readonly markServerErrors: (error: unknown) => void;
}

export interface RecordFormOptions<D, Checked> {
  /** The draft the dialog opens with (the record edited, or an empty one). */
  readonly initial: () => D;
  readonly checks: RecordFormChecks<D, Checked>;
  readonly onSave: (checked: Checked) => Promise<unknown>;
  readonly onClose: () => void;
}

/** What the save of a form needs: its checked value, the call, and what a refusal marks. */
export interface FormSaveOptions<Checked> {
  /** What to save, or null with the errors shown (nothing is sent). */
  readonly validate: () => Checked | null;
  readonly onSave: (checked: Checked) => Promise<unknown>;
  readonly onClose: () => void;
  /** Puts the messages of a refused save on the fields it names. */
  readonly markServerErrors: (error: unknown) => void;
}

/** The save of a form dialog: what its Save and Cancel buttons and its close do. */
export interface FormSave {
  /** A save is under way: the dialog can be neither cancelled nor sent again. */
  readonly busy: boolean;
  readonly submit: (event: FormEvent) => Promise<void>;
  /** Closes the dialog unless a save is under way (Escape, the close button, the overlay). */
  readonly requestClose: () => void;
}

/**
 * The save of a create/edit dialog: the value is checked before anything is sent, a saved one
 * says so and closes the dialog, a refused one keeps the dialog open with the fields the server
 * names marked (the client's snackbar shows its message).
 */
export function useFormSave<Checked>(options: FormSaveOptions<Checked>): FormSave {
  const { validate, onSave, onClose, markServerErrors } = options;
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate();
    if (checked === null) return;
    setBusy(true);
    try {
      await onSave(checked);
      showSnackbar('local-success.saved', { level: 'success' });
      onClose();
    } catch (error) {
      markServerErrors(error);
    } finally {
      setBusy(false);
    }
  };

  const requestClose = () => {
    if (!busy) onClose();
  };

  return { busy, submit, requestClose };
}

export interface BoundField<V> {
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly error: string | undefined;
}

export interface RecordForm<D> extends FormSave {
  readonly draft: D;
  readonly errors: Readonly<Partial<Record<keyof D & string, string>>>;
  /** The change handler of a field: a new value settles the field's error. */
  readonly set: <K extends keyof D & string>(field: K) => (value: D[K]) => void;
  /** What an input of `field` takes: its value, its change handler and its error. */
  readonly bind: <K extends keyof D & string>(field: K) => BoundField<D[K]>;
  /** `bind` of a one-line text input, with its length limit and no autocomplete. */
  readonly text: <K extends keyof D & string>(
    field: K,
    maxLength: number,
  ) => BoundField<D[K]> & { readonly maxLength: number; readonly autoComplete: 'off' };
}

/** The draft of a create/edit dialog, one field per key, and its save (`useFormSave`). */
export function useRecordForm<D, Checked>(options: RecordFormOptions<D, Checked>): RecordForm<D> {
  const { checks, onSave, onClose } = options;
  const [draft, setDraft] = useState<D>(options.initial);

  const set =
    <K extends keyof D & string>(field: K) =>
    (value: D[K]) => {
      setDraft((current) => ({ ...current, [field]: value }));
      checks.clearError(field);
    };

  const bind = <K extends keyof D & string>(field: K): BoundField<D[K]> => ({
    value: draft[field],
    onChange: set(field),
    error: checks.errors[field],
  });

  const text = <K extends keyof D & string>(field: K, maxLength: number) => ({
    ...bind(field),
    maxLength,
    autoComplete: 'off' as const,
  });

  const save = useFormSave({
    validate: () => checks.validate(draft),
    onSave,
    onClose,
    markServerErrors: checks.markServerErrors,
  });

  return { draft, errors: checks.errors, set, bind, text, ...save };
}

const isFieldOf =
  <S extends z.ZodObject>(schema: S) =>
  (name: string): name is FieldName<S> =>
    (schema.keyof().options as readonly string[]).includes(name);

export type SchemaChecks<S extends z.ZodObject> = FieldErrorsApi<S> &
  Pick<RecordFormChecks<z.input<S>, z.output<S>>, 'markServerErrors'>;

/**
 * The checks of a form whose draft is the input of one contracts schema. `settles` names the
 * fields whose errors a change to `field` settles (by default the field alone).
 */
export function useSchemaChecks<S extends z.ZodObject>(
  schema: S,
  settles: (field: FieldName<S>) => readonly FieldName<S>[] = (field) => [field],
): SchemaChecks<S> {
  const form = useFieldErrors(schema, useValidationTranslate());
  return {
    ...form,
    clearError: (field) => {
      for (const name of settles(field)) form.clearError(name);
    },
    markServerErrors: (error) => markServerErrors(error, isFieldOf(schema), form.setServerError),
  };
}

/** A dialog that creates a record or edits one, each checked by its own schema. */
export type CreateOrEdit<Create extends z.ZodObject, Update extends z.ZodObject> =
  | { readonly mode: 'create'; readonly onSave: (record: z.output<Create>) => Promise<unknown> }
  | { readonly mode: 'edit'; readonly onSave: (record: z.output<Update>) => Promise<unknown> };

export interface CreateOrEditFormOptions<
  D extends z.input<Create> & z.input<Update>,
  Create extends z.ZodObject,
  Update extends z.ZodObject,
> {
  /** The schema of a new record: the fields of `update` and those fixed once created (its project, its account…). */
  readonly create: Create;
  readonly update: Update;
  readonly dialog: CreateOrEdit<Create, Update> & { readonly onClose: () => void };
  readonly initial: () => D;
  /** What the schemas check: the draft as typed unless told (an empty optional field left out…). */
  readonly candidate?: (draft: D) => z.input<Create> & z.input<Update>;
}

/**
 * `useRecordForm` of a record some of whose fields are fixed once it exists (the project of a
 * product, the account of a user): a new one is checked with `create`, an edited one with
 * `update` (the fixed fields are not sent).
 */
export function useCreateOrEditForm<
  D extends z.input<Create> & z.input<Update>,
  Create extends z.ZodObject,
  Update extends z.ZodObject,
>(options: CreateOrEditFormOptions<D, Create, Update>): RecordForm<D> {
  const { create, update, dialog, initial, candidate = (draft: D) => draft } = options;
  const createChecks = useSchemaChecks(create);
  const updateChecks = useSchemaChecks(update);
  const isCreateField = isFieldOf(create);
  const isUpdateField = isFieldOf(update);
  const active = dialog.mode === 'create' ? createChecks : updateChecks;
  // The save is decided when the draft is checked: the checked record's schema picks the call.
  const checks: RecordFormChecks<D, () => Promise<unknown>> = {
    errors: active.errors,
    validate: (draft) => {
      if (dialog.mode === 'create') {
        const checked = createChecks.validate(candidate(draft));
        return checked === null ? null : () => dialog.onSave(checked);
      }
      // The update schema drops the fixed fields the draft still holds.
      const checked = updateChecks.validate(candidate(draft));
      return checked === null ? null : () => dialog.onSave(checked);
    },
    clearError: (field) => {
      if (isCreateField(field)) createChecks.clearError(field);
      if (isUpdateField(field)) updateChecks.clearError(field);
    },
    markServerErrors: active.markServerErrors,
  };
  return useRecordForm({ initial, checks, onSave: (save) => save(), onClose: dialog.onClose });
}
