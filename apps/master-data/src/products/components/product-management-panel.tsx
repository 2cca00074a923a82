import { Button, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listFilterOf, type Product } from '@portal/contracts';
import { useDateTimeFormatter, useDayFormatter, useProjectChoice } from '@portal/auth';
import { showSnackbar, type PagedTableColumn } from '@portal/ui';
import {
  byId,
  DeleteRecordDialog,
  recordActionsColumn,
  RecordTable,
  timestampColumns,
  useRecordActions,
} from '@portal/record-kit';
import { createProduct } from '../api/create-product';
import { deleteProduct } from '../api/delete-product';
import { getProduct } from '../api/get-product';
import { updateProduct } from '../api/update-product';
import { productListQuery, useProductList } from '../hooks/use-product-list';
import { ProductFiltersForm } from './product-filters-form';
import { ProductFormDialog } from './product-form-dialog';
import { ProductImportDialog } from './product-import-dialog';

const describeProduct = (product: Product) => product.vendorNumber;
const numberOf = (value: number | null) => (value === null ? '' : String(value));

/**
 * Products (spec §3): the project choice and filters, the paged list with every field, create,
 * edit and delete, an Excel import into the chosen project and the selected rows exported.
 */
export function ProductManagementPanel() {
  const { t } = useTranslation('master-data');
  const list = useProductList();
  const { filters, search } = list;
  // The lone project, or the one chosen last, is there before an import asks for it.
  const { projects } = useProjectChoice(filters.projectKey, (projectKey) =>
    search({ ...filters, projectKey }),
  );
  const formatDateTime = useDateTimeFormatter();
  const formatDay = useDayFormatter();
  const actions = useRecordActions<Product, { kind: 'import'; projectKey: string }>({
    reload: list.reload,
    fetch: getProduct,
    remove: deleteProduct,
    resource: 'product',
    noSelectionKey: 'local-master-data:product.export.noSelection',
  });
  const { pending, setPending, close, opening, openEdit, askDelete } = actions;
  const { reload } = list;
  const projectKey = filters.projectKey;

  const openImport = () => {
    if (projectKey === '') {
      showSnackbar('local-master-data:product.import.projectRequired');
      return;
    }
    setPending({ kind: 'import', projectKey });
  };

  const columns = useMemo(
    (): PagedTableColumn<Product>[] => [
      {
        key: 'vendorNumber',
        sticky: 'start',
        title: t('product.field.vendorNumber'),
        hideable: false,
        render: (product) => product.vendorNumber,
      },
      {
        key: 'name',
        wrap: true,
        title: t('product.field.name'),
        render: (product) => product.name,
      },
      {
        key: 'projectKey',
        title: t('product.field.projectKey'),
        render: (product) => product.projectKey,
      },
      {
        key: 'description',
        wrap: true,
        title: t('product.field.description'),
        render: (product) => product.description,
      },
      { key: 'color', title: t('product.field.color'), render: (product) => product.color },
      { key: 'size', title: t('product.field.size'), render: (product) => product.size },
      {
        key: 'weight',
        title: t('product.field.weight'),
        render: (product) => numberOf(product.weight),
      },
      {
        key: 'unitWeightBasis',
        title: t('product.field.unitWeightBasis'),
        render: (product) => product.unitWeightBasis,
      },
      {
        key: 'customerItemNumber',
        title: t('product.field.customerItemNumber'),
        render: (product) => product.customerItemNumber,
      },
      {
        key: 'skuNumber',
        title: t('product.field.skuNumber'),
        render: (product) => product.skuNumber,
      },
      {
        key: 'upcNumber',
        title: t('product.field.upcNumber'),
        render: (product) => product.upcNumber,
      },
      { key: 'unit', title: t('product.field.unit'), render: (product) => product.unit },
      {
        key: 'nextAvailableDate',
        title: t('product.field.nextAvailableDate'),
        render: (product) => formatDay(product.nextAvailableDate),
      },
      {
        key: 'nextAvailableQuantity',
        title: t('product.field.nextAvailableQuantity'),
        render: (product) => numberOf(product.nextAvailableQuantity),
      },
      ...timestampColumns<Product>(
        { createdAt: t('product.field.createdAt'), updatedAt: t('product.field.updatedAt') },
        formatDateTime,
        'createdAt',
      ),
      recordActionsColumn(
        t('common:table.actions'),
        (product) => t('product.actions', { name: product.vendorNumber }),
        { opening, openEdit, askDelete },
      ),
    ],
    [t, formatDateTime, formatDay, opening, openEdit, askDelete],
  );

  return (
    <Stack gap="md">
      <ProductFiltersForm
        // The form starts again from the filters when the project is set for the user.
        key={filters.projectKey}
        filters={filters}
        projects={projects}
        onSearch={search}
      />
      <RecordTable
        tableId="master-data.products"
        list={list}
        columns={columns}
        rowKey={byId}
        describe={describeProduct}
        addLabel={t('product.add')}
        onAdd={() => setPending({ kind: 'create' })}
        tools={
          <Button
            variant="default"
            leftSection={<IconUpload size={16} stroke={1.6} />}
            onClick={openImport}
          >
            {t('product.import.open')}
          </Button>
        }
        exporting={{
          selected: actions,
          progressLabel: t('product.export.progress'),
          // Every row this filter matches, on all pages, is offered besides the ticked ones.
          filter: listFilterOf(productListQuery(list.filters, 1, list.size)),
        }}
      />
      {pending?.kind === 'create' && (
        <ProductFormDialog
          mode="create"
          projects={projects}
          projectKey={projectKey}
          onSave={async (product) => {
            await createProduct(product);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'edit' && (
        <ProductFormDialog
          mode="edit"
          product={pending.record}
          projects={projects}
          onSave={async (product) => {
            await updateProduct(pending.record.id, product);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'delete' && (
        <DeleteRecordDialog
          name={pending.record.vendorNumber}
          onConfirm={() => actions.confirmDelete(pending.record)}
          onCancel={close}
        />
      )}
      {pending?.kind === 'import' && (
        <ProductImportDialog
          projectKey={pending.projectKey}
          onImported={() => {
            setPending(null);
            reload();
          }}
          onClose={close}
        />
      )}
    </Stack>
  );
}
