import {
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FulfilmentLine, PackageContent, PlanPackage } from '@portal/contracts';
import { useReturnFocus } from '@portal/ui';

/** A package as a choice: its key and what it is ("C2 · Carton (inner package)"). */
export type PackageNamer = (found: PlanPackage) => string;

/** What a line is called in a choice: its number and item. */
export const lineName = (
  line: Pick<FulfilmentLine, 'lineNumber' | 'vendorItemNumber' | 'description'>,
): string => {
  const item = line.vendorItemNumber ?? line.description;
  return item === null ? line.lineNumber : `${line.lineNumber} — ${item}`;
};

/**
 * A big shipment has hundreds of packages: the package choices filter as the user types and
 * list only this many at a time.
 */
const shownChoices = 50;

/** A whole number typed in a number field; 0 for nothing or something else. */
const countOf = (value: string | number): number => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? Math.max(0, Math.floor(number)) : 0;
};

/** The frame of every plan edit: a small form with Cancel and the edit's own button. */
function PlanDialog({
  title,
  submitLabel,
  canSubmit,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  canSubmit: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  useReturnFocus(true);
  const { t } = useTranslation('orders');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:button.cancel')}
            </Button>
            <Button type="submit" disabled={!canSubmit}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Splits a package: how many of each of its lines go into a new package. */
export function SplitDialog({
  found,
  onSplit,
  onClose,
}: {
  found: PlanPackage;
  onSplit: (take: PackageContent[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const [take, setTake] = useState<Record<string, number>>({});
  const chosen = found.contents
    .map((content) => ({ lineNumber: content.lineNumber, quantity: take[content.lineNumber] ?? 0 }))
    .filter((content) => content.quantity > 0);
  return (
    <PlanDialog
      title={t('purchase.split.title', { key: found.key })}
      submitLabel={t('purchase.package.split')}
      canSubmit={chosen.length > 0}
      onSubmit={() => onSplit(chosen)}
      onClose={onClose}
    >
      <Text size="sm">{t('purchase.split.hint', { key: found.key })}</Text>
      {found.contents.map((content, index) => (
        <NumberInput
          key={content.lineNumber}
          label={t('purchase.split.take', { line: content.lineNumber, held: content.quantity })}
          data-autofocus={index === 0 || undefined}
          min={0}
          max={content.quantity}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={take[content.lineNumber] ?? 0}
          onChange={(value) =>
            setTake((current) => ({ ...current, [content.lineNumber]: countOf(value) }))
          }
        />
      ))}
    </PlanDialog>
  );
}

/** Merges a package into another of its level. */
export function MergeDialog({
  found,
  candidates,
  nameOf,
  onMerge,
  onClose,
}: {
  found: PlanPackage;
  candidates: readonly PlanPackage[];
  nameOf: PackageNamer;
  onMerge: (intoKey: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const [into, setInto] = useState<string | null>(candidates[0]?.key ?? null);
  return (
    <PlanDialog
      title={t('purchase.merge.title', { key: found.key })}
      submitLabel={t('purchase.package.merge')}
      canSubmit={into !== null}
      onSubmit={() => into !== null && onMerge(into)}
      onClose={onClose}
    >
      <Text size="sm">{t('purchase.merge.hint', { key: found.key })}</Text>
      <Select
        label={t('purchase.merge.into')}
        data-autofocus
        allowDeselect={false}
        searchable
        limit={shownChoices}
        data={candidates.map((candidate) => ({ value: candidate.key, label: nameOf(candidate) }))}
        value={into}
        onChange={setInto}
        comboboxProps={{ withinPortal: true }}
      />
    </PlanDialog>
  );
}

/** Moves some items of one of a package's lines to another package. */
export function MoveDialog({
  found,
  lines,
  targets,
  nameOf,
  onMove,
  onClose,
}: {
  found: PlanPackage;
  lines: readonly FulfilmentLine[];
  targets: readonly PlanPackage[];
  nameOf: PackageNamer;
  onMove: (lineNumber: string, toKey: string, quantity: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const [lineNumber, setLineNumber] = useState(found.contents[0]?.lineNumber ?? '');
  const heldOf = (number: string) =>
    found.contents.find((content) => content.lineNumber === number)?.quantity ?? 0;
  const held = heldOf(lineNumber);
  const [quantity, setQuantity] = useState<number>(held);
  const [into, setInto] = useState<string | null>(targets[0]?.key ?? null);
  const nameOfLine = (number: string) => {
    const line = lines.find((candidate) => candidate.lineNumber === number);
    return line === undefined ? number : lineName(line);
  };
  return (
    <PlanDialog
      title={t('purchase.move.title', { key: found.key })}
      submitLabel={t('purchase.content.move')}
      canSubmit={into !== null && quantity > 0 && quantity <= held}
      onSubmit={() => into !== null && onMove(lineNumber, into, quantity)}
      onClose={onClose}
    >
      <NativeSelect
        label={t('purchase.move.line')}
        data={found.contents.map((content) => ({
          value: content.lineNumber,
          label: nameOfLine(content.lineNumber),
        }))}
        value={lineNumber}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setLineNumber(next);
          setQuantity(heldOf(next));
        }}
      />
      <NumberInput
        label={t('purchase.move.quantity', { max: held })}
        data-autofocus
        min={1}
        max={held}
        allowDecimal={false}
        allowNegative={false}
        value={quantity}
        onChange={(value) => setQuantity(countOf(value))}
      />
      <Select
        label={t('purchase.move.into')}
        allowDeselect={false}
        searchable
        limit={shownChoices}
        data={targets.map((target) => ({ value: target.key, label: nameOf(target) }))}
        value={into}
        onChange={setInto}
        comboboxProps={{ withinPortal: true }}
      />
    </PlanDialog>
  );
}

/**
 * Sets how many of each of its lines a package holds; a line set to 0 leaves the package. The
 * quantities apply together, when the dialog is submitted.
 */
export function ContentsDialog({
  found,
  onApply,
  onClose,
}: {
  found: PlanPackage;
  onApply: (contents: PackageContent[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(found.contents.map((content) => [content.lineNumber, content.quantity])),
  );
  return (
    <PlanDialog
      title={t('purchase.contents.title', { key: found.key })}
      submitLabel={t('purchase.contents.apply')}
      canSubmit
      onSubmit={() =>
        onApply(
          found.contents.map((content) => ({
            lineNumber: content.lineNumber,
            quantity: quantities[content.lineNumber] ?? content.quantity,
          })),
        )
      }
      onClose={onClose}
    >
      <Text size="sm">{t('purchase.contents.hint', { key: found.key })}</Text>
      {found.contents.map((content, index) => (
        <NumberInput
          key={content.lineNumber}
          label={t('purchase.content.quantityOf', { key: found.key, line: content.lineNumber })}
          data-autofocus={index === 0 || undefined}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={quantities[content.lineNumber] ?? content.quantity}
          onChange={(value) =>
            setQuantities((current) => ({ ...current, [content.lineNumber]: countOf(value) }))
          }
        />
      ))}
    </PlanDialog>
  );
}

/** Puts some items of an order line into a package (the line's unpacked rest by default). */
export function AddLineDialog({
  found,
  lines,
  unpacked,
  onAdd,
  onClose,
}: {
  found: PlanPackage;
  lines: readonly FulfilmentLine[];
  /** What is left to pack of each line. */
  unpacked: (lineNumber: string) => number;
  onAdd: (lineNumber: string, quantity: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const first = lines.find((line) => unpacked(line.lineNumber) > 0) ?? lines[0];
  const [lineNumber, setLineNumber] = useState<string | null>(first?.lineNumber ?? null);
  const [quantity, setQuantity] = useState<number>(
    first === undefined ? 1 : Math.max(1, unpacked(first.lineNumber)),
  );
  return (
    <PlanDialog
      title={t('purchase.addLine.title', { key: found.key })}
      submitLabel={t('purchase.package.addLine')}
      canSubmit={lineNumber !== null && quantity > 0}
      onSubmit={() => lineNumber !== null && onAdd(lineNumber, quantity)}
      onClose={onClose}
    >
      <Select
        label={t('purchase.addLine.line')}
        data-autofocus
        allowDeselect={false}
        data={lines.map((line) => ({ value: line.lineNumber, label: lineName(line) }))}
        value={lineNumber}
        onChange={(value) => {
          setLineNumber(value);
          if (value !== null) setQuantity(Math.max(1, unpacked(value)));
        }}
        comboboxProps={{ withinPortal: true }}
      />
      <NumberInput
        label={t('purchase.addLine.quantity')}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        value={quantity}
        onChange={(value) => setQuantity(countOf(value))}
      />
    </PlanDialog>
  );
}
