import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FulfilmentLine, PackageLevel, PlanPackage, PurchaseDetail } from '@portal/contracts';
import { SsccText } from '@portal/order-view';
import { showSnackbar } from '@portal/ui';
import type { PlanEditor } from '../hooks/use-plan-editor';
import { usePurchaseFormat } from '../hooks/use-purchase-format';
import {
  addPackage,
  assignPallet,
  emptyPackages,
  lineTotals,
  mergePackages,
  moveQuantity,
  offeredLevels,
  quantityIn,
  removePackage,
  setContentQuantity,
  splitPackage,
  type LineTotal,
} from '../state/packing-plan';
import {
  AddLineDialog,
  MergeDialog,
  MoveDialog,
  SplitDialog,
  type PackageNamer,
} from './plan-edit-dialogs';

/** The plan edit whose dialog is open. */
type Editing =
  | { kind: 'split'; key: string }
  | { kind: 'merge'; key: string }
  | { kind: 'move'; key: string; lineNumber: string }
  | { kind: 'addLine'; key: string };

export interface PackingPlanEditorProps {
  readonly detail: PurchaseDetail;
  readonly editor: PlanEditor;
}

/**
 * The packing plan: pallets, cartons and bulk units with what each holds, and per order line
 * what is packed against what ships, kept up to date while the user edits. While the order may
 * change it offers the proposal, every edit (quantities, move, split, merge, pallets) and Save;
 * a plan the server refuses stays on screen with the reason once, above the packages.
 */
export function PackingPlanEditor({ detail, editor }: PackingPlanEditorProps) {
  const { t } = useTranslation('orders');
  const [editing, setEditing] = useState<Editing | null>(null);
  const { plan, edit } = editor;
  const editable = detail.editable;
  const levels = offeredLevels(detail.switches);
  const totals = lineTotals(plan, detail.lines);
  const empty = new Set(emptyPackages(plan));
  const pallets = plan.packages.filter((found) => found.level === 'pallet');
  const levelName = (level: PackageLevel) => t(`purchase.level.${level}`);
  const nameOf: PackageNamer = (found) =>
    t('purchase.package.heading', { key: found.key, level: levelName(found.level) });
  const packageOf = (key: string) => plan.packages.find((found) => found.key === key);
  const unpacked = (lineNumber: string) => {
    const total = totals.find((found) => found.lineNumber === lineNumber);
    return total === undefined ? 0 : Math.max(0, -total.difference);
  };
  const ssccOf = (found: PlanPackage) =>
    detail.packages.find((saved) => saved.key === found.key && saved.level === found.level)?.sscc ??
    null;
  const close = () => setEditing(null);
  const editingPackage = editing === null ? undefined : packageOf(editing.key);

  const addLabel: Record<PackageLevel, string> = {
    pallet: t('purchase.plan.addPallet'),
    carton: t('purchase.plan.addCarton'),
    bulk: t('purchase.plan.addBulk'),
  };

  const save = async () => {
    if (await editor.save()) showSnackbar(t('purchase.plan.saved'), { level: 'success' });
  };

  const refusal = editor.refusal;
  const refusalText =
    refusal === null
      ? null
      : refusal.subject !== null && !refusal.message.includes(refusal.subject)
        ? `${refusal.message} (${refusal.subject})`
        : refusal.message;

  return (
    <Stack gap="sm">
      {editable ? (
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Button
              variant="light"
              loading={editor.busy === 'propose'}
              disabled={editor.busy !== null}
              onClick={() => void editor.propose()}
            >
              {t('purchase.plan.propose')}
            </Button>
            {levels.map((level) => (
              <Button
                key={level}
                variant="default"
                disabled={editor.busy !== null}
                onClick={() => edit((current) => addPackage(current, level).plan)}
              >
                {addLabel[level]}
              </Button>
            ))}
          </Group>
          <Group gap="xs">
            {editor.dirty || editor.proposed ? (
              <Button variant="default" disabled={editor.busy !== null} onClick={editor.discard}>
                {t('purchase.plan.discard')}
              </Button>
            ) : null}
            <Button
              loading={editor.busy === 'save'}
              disabled={editor.busy !== null || !(editor.dirty || editor.proposed)}
              onClick={() => void save()}
            >
              {t('purchase.plan.save')}
            </Button>
          </Group>
        </Group>
      ) : null}

      {refusalText === null ? null : (
        <Alert color="red" variant="light" role="alert" data-plan-refusal>
          {t('purchase.plan.refused', { message: refusalText })}
        </Alert>
      )}
      {editable && editor.proposed ? (
        <Alert color="blue" variant="light">
          {t('purchase.plan.proposed')}
        </Alert>
      ) : editable && editor.dirty ? (
        <Alert color="yellow" variant="light">
          {t('purchase.plan.unsaved')}
        </Alert>
      ) : null}

      {plan.packages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('purchase.plan.none')}
        </Text>
      ) : (
        plan.packages.map((found) => (
          <PackageCard
            key={found.key}
            found={found}
            heading={nameOf(found)}
            sscc={ssccOf(found)}
            lines={detail.lines}
            pallets={pallets}
            carried={plan.packages
              .filter((candidate) => candidate.palletKey === found.key)
              .map((candidate) => candidate.key)}
            empty={empty.has(found.key)}
            editable={editable}
            busy={editor.busy !== null}
            canMerge={plan.packages.some(
              (other) => other.key !== found.key && other.level === found.level,
            )}
            canMove={plan.packages.length > 1}
            onQuantity={(lineNumber, quantity) =>
              edit((current) => setContentQuantity(current, found.key, lineNumber, quantity))
            }
            onPallet={(palletKey) => edit((current) => assignPallet(current, found.key, palletKey))}
            onEdit={setEditing}
            onRemove={() => edit((current) => removePackage(current, found.key))}
          />
        ))
      )}

      <LineTotals totals={totals} lines={detail.lines} />

      {editing?.kind === 'split' && editingPackage !== undefined ? (
        <SplitDialog
          found={editingPackage}
          onSplit={(take) => {
            edit((current) => splitPackage(current, editing.key, take).plan);
            close();
          }}
          onClose={close}
        />
      ) : null}
      {editing?.kind === 'merge' && editingPackage !== undefined ? (
        <MergeDialog
          found={editingPackage}
          candidates={plan.packages.filter(
            (other) => other.key !== editing.key && other.level === editingPackage.level,
          )}
          nameOf={nameOf}
          onMerge={(intoKey) => {
            edit((current) => mergePackages(current, intoKey, editing.key));
            close();
          }}
          onClose={close}
        />
      ) : null}
      {editing?.kind === 'move' && editingPackage !== undefined ? (
        <MoveDialog
          found={editingPackage}
          lineNumber={editing.lineNumber}
          targets={plan.packages.filter((other) => other.key !== editing.key)}
          nameOf={nameOf}
          onMove={(toKey, quantity) => {
            edit((current) =>
              moveQuantity(current, editing.key, toKey, editing.lineNumber, quantity),
            );
            close();
          }}
          onClose={close}
        />
      ) : null}
      {editing?.kind === 'addLine' && editingPackage !== undefined ? (
        <AddLineDialog
          found={editingPackage}
          lines={detail.lines}
          unpacked={unpacked}
          onAdd={(lineNumber, quantity) => {
            edit((current) =>
              setContentQuantity(
                current,
                editing.key,
                lineNumber,
                quantityIn(current, editing.key, lineNumber) + quantity,
              ),
            );
            close();
          }}
          onClose={close}
        />
      ) : null}
    </Stack>
  );
}

interface PackageCardProps {
  found: PlanPackage;
  heading: string;
  sscc: string | null;
  lines: readonly FulfilmentLine[];
  pallets: readonly PlanPackage[];
  /** Keys of the packages loaded on this one (a pallet). */
  carried: readonly string[];
  empty: boolean;
  editable: boolean;
  busy: boolean;
  canMerge: boolean;
  canMove: boolean;
  onQuantity: (lineNumber: string, quantity: number) => void;
  onPallet: (palletKey: string | undefined) => void;
  onEdit: (editing: Editing) => void;
  onRemove: () => void;
}

/** One package: what it is, its SSCC once labelled, its pallet, its contents and its edits. */
function PackageCard({
  found,
  heading,
  sscc,
  lines,
  pallets,
  carried,
  empty,
  editable,
  busy,
  canMerge,
  canMove,
  onQuantity,
  onPallet,
  onEdit,
  onRemove,
}: PackageCardProps) {
  const { t } = useTranslation('orders');
  const format = usePurchaseFormat();
  const itemOf = (lineNumber: string) => {
    const line = lines.find((candidate) => candidate.lineNumber === lineNumber);
    return line?.vendorItemNumber ?? line?.description ?? '';
  };
  return (
    <Paper withBorder p="sm" component="article" aria-label={heading}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="sm">
            <Text fw={600} size="sm">
              {heading}
            </Text>
            {sscc === null ? null : (
              <SsccText
                sscc={sscc}
                copyLabel={t('purchase.sscc.copy')}
                copiedLabel={t('purchase.sscc.copied')}
              />
            )}
          </Group>
          {editable ? (
            <Group
              gap={4}
              role="group"
              aria-label={t('purchase.package.actions', { key: found.key })}
            >
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={busy}
                onClick={() => onEdit({ kind: 'addLine', key: found.key })}
              >
                {t('purchase.package.addLine')}
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={busy || found.contents.length === 0}
                onClick={() => onEdit({ kind: 'split', key: found.key })}
              >
                {t('purchase.package.split')}
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={busy || !canMerge}
                onClick={() => onEdit({ kind: 'merge', key: found.key })}
              >
                {t('purchase.package.merge')}
              </Button>
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                disabled={busy}
                onClick={onRemove}
              >
                {t('purchase.package.remove')}
              </Button>
            </Group>
          ) : null}
        </Group>

        {found.level !== 'pallet' && pallets.length > 0 ? (
          editable ? (
            <Select
              label={t('purchase.package.onPallet')}
              w={220}
              size="xs"
              allowDeselect={false}
              data={[
                { value: '', label: t('purchase.package.noPallet') },
                ...pallets.map((pallet) => ({ value: pallet.key, label: pallet.key })),
              ]}
              value={found.palletKey ?? ''}
              onChange={(value) => onPallet(value === null || value === '' ? undefined : value)}
              comboboxProps={{ withinPortal: true }}
            />
          ) : found.palletKey === undefined ? null : (
            <Text size="sm">
              {t('purchase.package.onPallet')}: {found.palletKey}
            </Text>
          )
        ) : null}
        {carried.length > 0 ? (
          <Text size="sm">{t('purchase.package.carries', { keys: carried.join(', ') })}</Text>
        ) : null}
        {empty && editable ? (
          <Text size="sm" c="orange.8">
            {t('purchase.package.empty')}
          </Text>
        ) : null}

        {found.contents.length === 0 ? null : (
          <Table fz="sm" verticalSpacing={2} withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>{t('purchase.content.line')}</Table.Th>
                <Table.Th>{t('purchase.content.item')}</Table.Th>
                <Table.Th w={140}>{t('purchase.content.quantity')}</Table.Th>
                {editable ? <Table.Th w={90} /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {found.contents.map((content) => (
                <Table.Tr key={content.lineNumber}>
                  <Table.Td>{content.lineNumber}</Table.Td>
                  <Table.Td>{itemOf(content.lineNumber)}</Table.Td>
                  <Table.Td>
                    {editable ? (
                      <QuantityInput
                        label={t('purchase.content.quantityOf', {
                          key: found.key,
                          line: content.lineNumber,
                        })}
                        quantity={content.quantity}
                        disabled={busy}
                        onChange={(quantity) => onQuantity(content.lineNumber, quantity)}
                      />
                    ) : (
                      format.quantity(content.quantity)
                    )}
                  </Table.Td>
                  {editable ? (
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        disabled={busy || !canMove}
                        aria-label={t('purchase.content.moveOf', {
                          key: found.key,
                          line: content.lineNumber,
                        })}
                        onClick={() =>
                          onEdit({ kind: 'move', key: found.key, lineNumber: content.lineNumber })
                        }
                      >
                        {t('purchase.content.move')}
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A content's quantity: a whole number applied as it is typed; emptied (or 0) it takes the line
 * out of the package once the field is left.
 */
function QuantityInput({
  label,
  quantity,
  disabled,
  onChange,
}: {
  label: string;
  quantity: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}) {
  const [shown, setShown] = useState<{ quantity: number; text: string | number }>({
    quantity,
    text: quantity,
  });
  // Another edit (a move, a merge) changed the quantity: show it.
  if (shown.quantity !== quantity) setShown({ quantity, text: quantity });
  const text = shown.quantity === quantity ? shown.text : quantity;
  const setText = (next: string | number) => setShown({ quantity, text: next });
  return (
    <NumberInput
      aria-label={label}
      size="xs"
      w={110}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      disabled={disabled}
      value={text}
      onChange={(value) => {
        setText(value);
        const number = typeof value === 'number' ? value : Number.NaN;
        if (Number.isInteger(number) && number > 0) onChange(number);
      }}
      onBlur={() => {
        if (typeof text !== 'number' || text <= 0) onChange(0);
      }}
    />
  );
}

/** Per order line: what ships, what the plan packs of it, and whether they match. */
function LineTotals({
  totals,
  lines,
}: {
  totals: readonly LineTotal[];
  lines: readonly FulfilmentLine[];
}) {
  const { t } = useTranslation('orders');
  const format = usePurchaseFormat();
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t('purchase.totals.title')}
      </Text>
      <Table
        fz="sm"
        verticalSpacing={2}
        withTableBorder
        aria-label={t('purchase.totals.title')}
        maw={720}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{t('purchase.content.line')}</Table.Th>
            <Table.Th>{t('purchase.content.item')}</Table.Th>
            <Table.Th ta="right">{t('purchase.totals.toShip')}</Table.Th>
            <Table.Th ta="right">{t('purchase.totals.packed')}</Table.Th>
            <Table.Th>{t('purchase.totals.check')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totals.map((total) => {
            const line = lines.find((candidate) => candidate.lineNumber === total.lineNumber);
            return (
              <Table.Tr key={total.lineNumber}>
                <Table.Td>{total.lineNumber}</Table.Td>
                <Table.Td>{line?.vendorItemNumber ?? line?.description ?? ''}</Table.Td>
                <Table.Td ta="right">{format.quantity(total.toShip)}</Table.Td>
                <Table.Td ta="right">{format.quantity(total.packed)}</Table.Td>
                <Table.Td>
                  {total.difference === 0 ? (
                    <Badge size="sm" variant="light" color="teal">
                      {t('purchase.totals.exact')}
                    </Badge>
                  ) : total.difference < 0 ? (
                    <Badge size="sm" variant="light" color="orange">
                      {t('purchase.totals.short', { count: -total.difference })}
                    </Badge>
                  ) : (
                    <Badge size="sm" variant="light" color="red">
                      {t('purchase.totals.over', { count: total.difference })}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
