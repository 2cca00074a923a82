import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Menu,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
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
  ContentsDialog,
  MergeDialog,
  MoveDialog,
  SplitDialog,
  type PackageNamer,
} from './plan-edit-dialogs';

/** Rows on one page of the package table: a shipment of 1,000 cartons renders only these. */
export const packagesPerPage = 50;

/** The plan edit whose dialog is open. */
type Editing =
  | { kind: 'contents'; key: string }
  | { kind: 'split'; key: string }
  | { kind: 'merge'; key: string }
  | { kind: 'move'; key: string }
  | { kind: 'addLine'; key: string };

/** Which packages the table shows: all, one level, one pallet with its load, or those on none. */
type PackageFilter = 'all' | 'loose' | `level:${PackageLevel}` | `pallet:${string}`;

const matches = (filter: PackageFilter, found: PlanPackage): boolean => {
  if (filter === 'all') return true;
  if (filter === 'loose') return found.level !== 'pallet' && found.palletKey === undefined;
  if (filter.startsWith('level:')) return found.level === filter.slice('level:'.length);
  const palletKey = filter.slice('pallet:'.length);
  return found.key === palletKey || found.palletKey === palletKey;
};

export interface PackingPlanEditorProps {
  readonly detail: PurchaseDetail;
  readonly editor: PlanEditor;
}

/**
 * The packing plan: one table row per pallet, carton or bulk unit with its SSCC, pallet and
 * contents, a page at a time (a shipment may have a thousand cartons), and per order line what is
 * packed against what ships, kept up to date while the user edits. While the order may change it
 * offers the proposal, every edit (quantities, move, split, merge, pallets) and Save; a plan the
 * server refuses stays on screen with the reason once, above the packages.
 */
export function PackingPlanEditor({ detail, editor }: PackingPlanEditorProps) {
  const { t } = useTranslation('orders');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [filter, setFilter] = useState<PackageFilter>('all');
  const [page, setPage] = useState(1);
  const { plan, edit } = editor;
  const editable = detail.editable;
  const levels = offeredLevels(detail.switches);
  const totals = useMemo(() => lineTotals(plan, detail.lines), [plan, detail.lines]);
  const levelName = (level: PackageLevel) => t(`purchase.level.${level}`);
  const nameOf: PackageNamer = (found) =>
    t('purchase.package.heading', { key: found.key, level: levelName(found.level) });

  // Looked up once per plan, not once per row: the plan may hold a thousand packages.
  const facts = useMemo(() => {
    const byKey = new Map(plan.packages.map((found) => [found.key, found]));
    const carried = new Map<string, number>();
    const perLevel = new Map<PackageLevel, number>();
    for (const found of plan.packages) {
      if (found.palletKey !== undefined) {
        carried.set(found.palletKey, (carried.get(found.palletKey) ?? 0) + 1);
      }
      perLevel.set(found.level, (perLevel.get(found.level) ?? 0) + 1);
    }
    return {
      byKey,
      carried,
      perLevel,
      empty: new Set(emptyPackages(plan)),
      pallets: plan.packages.filter((found) => found.level === 'pallet'),
    };
  }, [plan]);
  const ssccs = useMemo(
    () =>
      new Map(detail.packages.map((saved) => [`${saved.level}:${saved.key}`, saved.sscc] as const)),
    [detail.packages],
  );
  const items = useMemo(
    () =>
      new Map(
        detail.lines.map((line) => [line.lineNumber, line.vendorItemNumber ?? line.description]),
      ),
    [detail.lines],
  );

  // A filter naming a pallet the plan no longer has shows everything.
  const shownFilter: PackageFilter =
    filter.startsWith('pallet:') && !facts.byKey.has(filter.slice('pallet:'.length))
      ? 'all'
      : filter;
  const rows = useMemo(
    () =>
      shownFilter === 'all'
        ? plan.packages
        : plan.packages.filter((found) => matches(shownFilter, found)),
    [plan, shownFilter],
  );
  const pageCount = Math.max(1, Math.ceil(rows.length / packagesPerPage));
  const shownPage = Math.min(Math.max(1, page), pageCount);
  const pageRows = rows.slice((shownPage - 1) * packagesPerPage, shownPage * packagesPerPage);

  const filterOptions = [
    { value: 'all', label: t('purchase.plan.filterAll') },
    ...(['pallet', 'carton', 'bulk'] as const)
      .filter((level) => facts.perLevel.has(level))
      .map((level) => ({
        value: `level:${level}`,
        label: t('purchase.plan.filterLevel', { level: levelName(level) }),
      })),
    ...facts.pallets.map((pallet) => ({
      value: `pallet:${pallet.key}`,
      label: t('purchase.plan.filterPallet', { key: pallet.key }),
    })),
    ...(facts.pallets.length > 0
      ? [{ value: 'loose', label: t('purchase.plan.filterLoose') }]
      : []),
  ];

  const packageOf = (key: string) => facts.byKey.get(key);
  const unpacked = (lineNumber: string) => {
    const total = totals.find((found) => found.lineNumber === lineNumber);
    return total === undefined ? 0 : Math.max(0, -total.difference);
  };
  const close = () => setEditing(null);
  const editingPackage = editing === null ? undefined : packageOf(editing.key);

  const addLabel: Record<PackageLevel, string> = {
    pallet: t('purchase.plan.addPallet'),
    carton: t('purchase.plan.addCarton'),
    bulk: t('purchase.plan.addBulk'),
  };

  /** A new package goes at the end of the plan: show everything, on the last page. */
  const add = (level: PackageLevel) => {
    edit((current) => addPackage(current, level).plan);
    setFilter('all');
    setPage(Math.ceil((plan.packages.length + 1) / packagesPerPage));
  };

  /** A split package comes right after its source, on the same pallet: show its page. */
  const split = (key: string, take: Parameters<typeof splitPackage>[2]) => {
    edit((current) => splitPackage(current, key, take).plan);
    const index = rows.findIndex((found) => found.key === key);
    if (index >= 0) setPage(Math.floor((index + 1) / packagesPerPage) + 1);
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
  const busy = editor.busy !== null;

  return (
    <Stack gap="sm">
      {editable ? (
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Button
              variant="light"
              loading={editor.busy === 'propose'}
              disabled={busy}
              onClick={() => void editor.propose()}
            >
              {t('purchase.plan.propose')}
            </Button>
            {levels.map((level) => (
              <Button key={level} variant="default" disabled={busy} onClick={() => add(level)}>
                {addLabel[level]}
              </Button>
            ))}
          </Group>
          <Group gap="xs">
            {editor.dirty || editor.proposed ? (
              <Button variant="default" disabled={busy} onClick={editor.discard}>
                {t('purchase.plan.discard')}
              </Button>
            ) : null}
            <Button
              loading={editor.busy === 'save'}
              disabled={busy || !(editor.dirty || editor.proposed)}
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
        <>
          <Group justify="space-between" gap="sm" align="flex-end">
            <NativeSelect
              label={t('purchase.plan.filter')}
              size="xs"
              w={280}
              data={filterOptions}
              value={shownFilter}
              onChange={(event) => {
                setFilter(event.currentTarget.value as PackageFilter);
                setPage(1);
              }}
            />
            <Text size="sm" fw={500} data-package-count>
              {rows.length === plan.packages.length
                ? t('purchase.plan.count', { count: plan.packages.length })
                : t('purchase.plan.countShown', {
                    shown: rows.length,
                    count: plan.packages.length,
                  })}
            </Text>
          </Group>
          {editable && facts.empty.size > 0 ? (
            <Text size="sm" c="orange.8">
              {t('purchase.plan.emptyCount', { count: facts.empty.size })}
            </Text>
          ) : null}

          <Table
            fz="sm"
            verticalSpacing={4}
            layout="fixed"
            highlightOnHover
            withTableBorder
            aria-label={t('purchase.plan.table')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={170}>{t('purchase.plan.column.package')}</Table.Th>
                <Table.Th w={230}>{t('purchase.plan.column.sscc')}</Table.Th>
                <Table.Th w={140}>{t('purchase.plan.column.pallet')}</Table.Th>
                <Table.Th>{t('purchase.plan.column.contents')}</Table.Th>
                {editable ? <Table.Th w={52} /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pageRows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={editable ? 5 : 4}>
                    <Text size="sm" c="dimmed">
                      {t('purchase.plan.filterNone')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                pageRows.map((found) => (
                  <PackageRow
                    key={found.key}
                    found={found}
                    name={nameOf(found)}
                    levelName={levelName(found.level)}
                    sscc={ssccs.get(`${found.level}:${found.key}`) ?? null}
                    items={items}
                    pallets={facts.pallets}
                    carried={facts.carried.get(found.key) ?? 0}
                    empty={facts.empty.has(found.key)}
                    editable={editable}
                    busy={busy}
                    canMerge={(facts.perLevel.get(found.level) ?? 0) > 1}
                    canMove={plan.packages.length > 1}
                    onPallet={(palletKey) =>
                      edit((current) => assignPallet(current, found.key, palletKey))
                    }
                    onEdit={setEditing}
                    onRemove={() => edit((current) => removePackage(current, found.key))}
                  />
                ))
              )}
            </Table.Tbody>
          </Table>
          {pageCount > 1 ? (
            <Group justify="flex-end">
              <Pagination
                size="sm"
                total={pageCount}
                value={shownPage}
                onChange={setPage}
                getControlProps={(control) =>
                  control === 'previous'
                    ? { 'aria-label': t('common:table.previousPage') }
                    : control === 'next'
                      ? { 'aria-label': t('common:table.nextPage') }
                      : {}
                }
              />
            </Group>
          ) : null}
        </>
      )}

      <LineTotals totals={totals} lines={detail.lines} />

      {editing?.kind === 'contents' && editingPackage !== undefined ? (
        <ContentsDialog
          found={editingPackage}
          onApply={(contents) => {
            edit((current) =>
              contents.reduce(
                (changed, content) =>
                  setContentQuantity(changed, editing.key, content.lineNumber, content.quantity),
                current,
              ),
            );
            close();
          }}
          onClose={close}
        />
      ) : null}
      {editing?.kind === 'split' && editingPackage !== undefined ? (
        <SplitDialog
          found={editingPackage}
          onSplit={(take) => {
            split(editing.key, take);
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
          lines={detail.lines}
          targets={plan.packages.filter((other) => other.key !== editing.key)}
          nameOf={nameOf}
          onMove={(lineNumber, toKey, quantity) => {
            edit((current) => moveQuantity(current, editing.key, toKey, lineNumber, quantity));
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

interface PackageRowProps {
  found: PlanPackage;
  /** Key and level, e.g. "C2 · Carton (inner package)": the row's accessible name. */
  name: string;
  levelName: string;
  sscc: string | null;
  /** Item of each order line, by line number. */
  items: ReadonlyMap<string, string | null>;
  pallets: readonly PlanPackage[];
  /** How many packages this one (a pallet) carries. */
  carried: number;
  empty: boolean;
  editable: boolean;
  busy: boolean;
  canMerge: boolean;
  canMove: boolean;
  onPallet: (palletKey: string | undefined) => void;
  onEdit: (editing: Editing) => void;
  onRemove: () => void;
}

/**
 * One package as a table row: what it is, its SSCC once labelled, its pallet (a native select:
 * cheap on a page of fifty), its contents as "line × quantity", and a menu of its edits.
 */
function PackageRow({
  found,
  name,
  levelName,
  sscc,
  items,
  pallets,
  carried,
  empty,
  editable,
  busy,
  canMerge,
  canMove,
  onPallet,
  onEdit,
  onRemove,
}: PackageRowProps) {
  const { t } = useTranslation('orders');
  const format = usePurchaseFormat();
  const contents = found.contents
    .map((content) => `${content.lineNumber} × ${format.quantity(content.quantity)}`)
    .join(', ');
  // The items behind the line numbers, for a pointer resting on the contents.
  const itemsHeld = found.contents
    .map((content) => {
      const item = items.get(content.lineNumber);
      const quantity = format.quantity(content.quantity);
      return item ? `${content.lineNumber} — ${item} × ${quantity}` : '';
    })
    .filter((text) => text !== '')
    .join('\n');
  const hasContents = found.contents.length > 0;

  let pallet: ReactNode = null;
  if (found.level === 'pallet') {
    pallet = carried > 0 ? t('purchase.package.carriesCount', { count: carried }) : null;
  } else if (editable && pallets.length > 0) {
    pallet = (
      <NativeSelect
        size="xs"
        aria-label={t('purchase.package.onPalletOf', { key: found.key })}
        disabled={busy}
        data={[
          { value: '', label: t('purchase.package.noPallet') },
          ...pallets.map((option) => ({ value: option.key, label: option.key })),
        ]}
        value={found.palletKey ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onPallet(value === '' ? undefined : value);
        }}
      />
    );
  } else {
    pallet = found.palletKey ?? null;
  }

  return (
    <Table.Tr aria-label={name}>
      <Table.Td>
        <Text size="sm" fw={600} span>
          {found.key}
        </Text>{' '}
        <Text size="xs" c="dimmed" span>
          {levelName}
        </Text>
      </Table.Td>
      <Table.Td>
        {sscc === null ? (
          <Text size="xs" c="dimmed">
            {t('purchase.package.notLabelled')}
          </Text>
        ) : (
          <SsccText
            sscc={sscc}
            size="xs"
            copyLabel={t('purchase.sscc.copy')}
            copiedLabel={t('purchase.sscc.copied')}
          />
        )}
      </Table.Td>
      <Table.Td>{pallet}</Table.Td>
      <Table.Td>
        {hasContents ? (
          <Text size="sm" title={itemsHeld === '' ? undefined : itemsHeld}>
            {contents}
          </Text>
        ) : editable && empty ? (
          <Badge size="sm" variant="light" color="orange" title={t('purchase.package.empty')}>
            {t('purchase.package.emptyShort')}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {t('purchase.package.noContents')}
          </Text>
        )}
      </Table.Td>
      {editable ? (
        <Table.Td>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={busy}
                aria-label={t('purchase.package.actions', { key: found.key })}
              >
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                disabled={!hasContents}
                onClick={() => onEdit({ kind: 'contents', key: found.key })}
              >
                {t('purchase.package.editContents')}
              </Menu.Item>
              <Menu.Item onClick={() => onEdit({ kind: 'addLine', key: found.key })}>
                {t('purchase.package.addLine')}
              </Menu.Item>
              <Menu.Item
                disabled={!hasContents}
                onClick={() => onEdit({ kind: 'split', key: found.key })}
              >
                {t('purchase.package.split')}
              </Menu.Item>
              <Menu.Item
                disabled={!canMerge}
                onClick={() => onEdit({ kind: 'merge', key: found.key })}
              >
                {t('purchase.package.merge')}
              </Menu.Item>
              <Menu.Item
                disabled={!hasContents || !canMove}
                onClick={() => onEdit({ kind: 'move', key: found.key })}
              >
                {t('purchase.content.move')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" onClick={onRemove}>
                {t('purchase.package.remove')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Table.Td>
      ) : null}
    </Table.Tr>
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
