import { useCallback, useEffect, useState } from 'react';
import {
  projectFieldBatchSchema,
  type ProjectField,
  type ProjectFieldInput,
} from '@portal/contracts';
import { batchUpdateProjectFields } from '../api/batch-update-project-fields';
import { createProjectField } from '../api/create-project-field';
import { listProjectFields } from '../api/list-project-fields';
import { updateProjectField } from '../api/update-project-field';
import { fieldInputOf, moveField, sortFields } from '../components/field-draft';

export interface ProjectFields {
  /** The fields in their order, with any moves not saved yet. */
  fields: ProjectField[];
  loading: boolean;
  /** Set when the fields could not be read; the client's snackbar said why. */
  failed: boolean;
  /** The order was changed and not saved yet. */
  dirty: boolean;
  reload: () => void;
  /** Saves a new field at once; rejects with the server's ApiError. */
  create: (field: ProjectFieldInput) => Promise<void>;
  /** Saves a changed field at once; rejects with the server's ApiError. */
  update: (id: number, field: ProjectFieldInput) => Promise<void>;
  move: (index: number, delta: -1 | 1) => void;
  /**
   * Sends the whole list (batch update): false when it does not pass the contracts check,
   * rejects with the server's ApiError.
   */
  saveAll: () => Promise<boolean>;
}

/**
 * The custom fields of one project. A field is added or changed one at a time; a new order is
 * kept here until it is saved with the whole list.
 */
export function useProjectFields(projectKey: string): ProjectFields {
  const [fields, setFields] = useState<ProjectField[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    listProjectFields(projectKey).then(
      (result) => {
        if (!active) return;
        setFields(sortFields(result));
        setDirty(false);
        setFailed(false);
        setLoading(false);
      },
      () => {
        if (!active) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [projectKey, generation]);

  const reload = useCallback(() => {
    setLoading(true);
    setGeneration((current) => current + 1);
  }, []);

  const create = useCallback(
    async (field: ProjectFieldInput) => {
      const saved = await createProjectField(projectKey, field);
      setFields((current) => sortFields([...current, saved]));
    },
    [projectKey],
  );

  const update = useCallback(
    async (id: number, field: ProjectFieldInput) => {
      const saved = await updateProjectField(projectKey, id, field);
      setFields((current) =>
        sortFields(current.map((candidate) => (candidate.id === id ? saved : candidate))),
      );
    },
    [projectKey],
  );

  const move = useCallback((index: number, delta: -1 | 1) => {
    setFields((current) => moveField(current, index, delta));
    setDirty(true);
  }, []);

  const saveAll = useCallback(async () => {
    const checked = projectFieldBatchSchema.safeParse(fields.map(fieldInputOf));
    if (!checked.success) return false;
    const saved = await batchUpdateProjectFields(projectKey, checked.data);
    setFields(sortFields(saved));
    setDirty(false);
    return true;
  }, [fields, projectKey]);

  return { fields, loading, failed, dirty, reload, create, update, move, saveAll };
}
