import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deliveryPackageSchema,
  packageLevelTexts,
  shipNoticeProblemText,
  type DeliveryData,
  type DeliveryPackage,
  type PackageLevel,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { useFieldLayout } from '../hooks/use-field-layout';
import type { NoticeEditor } from '../hooks/use-notice-editor';
import { useRowPages, type LocatedField } from '../hooks/use-row-pages';
import {
  addPackage,
  nextKey,
  packageKeyPrefix,
  removePackage,
  replacePackage,
  type PackageContents,
} from '../state/notice-draft';
import { formFindings, type Finding, type FindingIndex } from '../state/notice-findings';
import { packageFields, withValue, type FieldSpec, type FieldValue } from '../state/notice-fields';
import { FieldSettings } from './field-settings';
import type { FieldOptions } from './field-input';
import { NoticeSection } from './notice-section';
import { NoticeTable } from './notice-table';
import { RecordDialog } from './record-dialog';

/** A level's name as a heading: the contracts' wording, starting with a capital. */
export const levelHeading = (level: PackageLevel, language: 'zh-cn' | 'en-us'): string => {
  const text = packageLevelTexts[level][language];
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The package's key, editable in its dialog only: its packages and line items follow it. */
const keySpec: FieldSpec = {
  key: 'key',
  label: 'notice.field.key',
  kind: { type: 'text', max: 20 },
  width: 0,
};

const matches = (found: DeliveryPackage, needle: string): boolean =>
  found.key.toLowerCase().includes(needle) ||
  (found.labelNumber ?? '').includes(needle) ||
  (found.parentKey ?? '').toLowerCase().includes(needle) ||
  (found.packageType ?? '').toLowerCase().includes(needle);

export interface PackageSectionProps {
  readonly level: PackageLevel;
  readonly data: DeliveryData;
  readonly contents: ReadonlyMap<string, PackageContents>;
  readonly findings: FindingIndex;
  readonly editable: boolean;
  /** The project uses this level: packages of it may be added. */
  readonly enabled: boolean;
  /** New packages are numbered on save (the project's `autoLabelNumber`). */
  readonly autoLabel: boolean;
  readonly options: FieldOptions;
  readonly labelOf: (spec: FieldSpec) => string;
  readonly missingLabel: (value: string) => string;
  readonly edit: NoticeEditor['edit'];
  readonly located: LocatedField | null;
}

/**
 * The outer packages (pallets), inner packages (cartons) or bulk units of the notice: a table a
 * page at a time, each row edited in place or with all its fields in a dialog; add and remove.
 */
export function PackageSection({
  level,
  data,
  contents,
  findings,
  editable,
  enabled,
  autoLabel,
  options,
  labelOf,
  missingLabel,
  edit,
  located,
}: PackageSectionProps) {
  const { t, i18n } = useTranslation('delivery');
  const language = currentLanguage(i18n);
  const title = levelHeading(level, language);
  const specs = packageFields[level];
  const layout = useFieldLayout(level, specs);
  const [editing, setEditing] = useState<string | null>(null);
  const packages = useMemo(
    () => data.packages.filter((found) => found.level === level),
    [data.packages, level],
  );
  const pages = useRowPages('packages', packages, matches, located);

  const onChange = useCallback(
    (key: string, field: string, value: FieldValue) =>
      edit((current) => ({
        ...current,
        packages: current.packages.map((found) =>
          found.key === key ? withValue(found, field, value) : found,
        ),
      })),
    [edit],
  );
  const onRemove = useCallback(
    (key: string) => edit((current) => removePackage(current, key)),
    [edit],
  );
  const noteOf = useCallback(
    (found: DeliveryPackage) => {
      const held = contents.get(found.key);
      if (held === undefined || (held.lines === 0 && held.packages === 0)) return '';
      return [
        held.lines > 0 ? t('notice.package.lines', { count: held.lines }) : '',
        held.packages > 0 ? t('notice.package.packages', { count: held.packages }) : '',
      ]
        .filter(Boolean)
        .join(' · ');
    },
    [contents, t],
  );
  const nameOf = useCallback(
    (found: DeliveryPackage) => t('notice.row.package', { key: found.key }),
    [t],
  );

  const add = () => {
    const key = nextKey(
      data.packages.map((found) => found.key),
      packageKeyPrefix[level],
    );
    edit((current) => addPackage(current, level, autoLabel).data);
    pages.reveal(key);
  };

  const editingPackage =
    editing === null ? undefined : data.packages.find((found) => found.key === editing);
  const check = (candidate: DeliveryPackage): Finding[] => {
    const parsed = deliveryPackageSchema.safeParse(candidate, { reportInput: true });
    const problems = parsed.success ? [] : formFindings(data, parsed.error.issues, language);
    if (
      candidate.key !== editing &&
      data.packages.some((found) => found.key === candidate.key) &&
      !problems.some((problem) => problem.field === 'key')
    ) {
      problems.push({
        field: 'key',
        message: shipNoticeProblemText(
          {
            rule: 'packageKeyDuplicate',
            severity: 'block',
            field: 'key',
            params: { package: candidate.key },
          },
          language,
        ),
        severity: 'block',
        source: 'form',
      });
    }
    return problems;
  };

  return (
    <NoticeSection
      title={title}
      actions={
        <>
          {editable && enabled ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} stroke={1.8} />}
              onClick={add}
            >
              {t('notice.package.add', { level: packageLevelTexts[level][language] })}
            </Button>
          ) : null}
          <FieldSettings section={title} fields={specs} state={layout} labelOf={labelOf} />
        </>
      }
    >
      <NoticeTable
        list="packages"
        label={title}
        pages={pages}
        totalCount={packages.length}
        columns={layout.shown}
        keyTitle={t('notice.field.key')}
        keyWidth={96}
        noteOf={noteOf}
        nameOf={nameOf}
        findings={findings}
        editable={editable}
        options={options}
        labelOf={labelOf}
        onChange={onChange}
        onEdit={setEditing}
        onRemove={onRemove}
        missingLabel={missingLabel}
      />
      {editingPackage === undefined ? null : (
        <RecordDialog
          title={t('notice.package.editTitle', { key: editingPackage.key })}
          record={editingPackage}
          specs={[keySpec, ...specs]}
          labelOf={labelOf}
          options={options}
          missingLabel={missingLabel}
          check={check}
          onApply={(record) => {
            const from = editingPackage.key;
            edit((current) => replacePackage(current, from, record));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </NoticeSection>
  );
}
