import { useTranslation } from 'react-i18next';
import { PageHeader } from '@portal/ui';
import { ProductManagementPanel } from '../products/components/product-management-panel';

/** `/space/product` (PRODUCT): the products of each project, their import and export. */
export default function ProductScreen() {
  const { t } = useTranslation('master-data');
  return (
    <>
      <PageHeader title={t('product.title')} description={t('product.description')} />
      <ProductManagementPanel />
    </>
  );
}
