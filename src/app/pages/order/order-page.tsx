import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading.js';
import { useProduct } from '../../products/use-products.js';
import { useLocalizedForm } from '../../products/use-localized-form.js';
import { usePageTitle } from '../../shell/use-page-title.js';
import { ProductUnavailable } from '../product/product-unavailable.js';
import { OrderWizard } from './order-wizard.js';
import { purchaseInputFrom } from './purchase-input.js';

/**
 * /pages/order/:code/index, the same page for every product: finds the product (lower-case code in the
 * address), reads the flow's input from the query (payment return, buy again) and runs the wizard. The
 * route table puts it behind the session guard, so a visitor logs in first and comes back here.
 */
export function OrderPage() {
  const { code } = useParams();
  const [query] = useSearchParams();
  const { t } = useTranslation();
  const bundle = useProduct(code);
  const form = useLocalizedForm(bundle);
  const [attempt, setAttempt] = useState(0);
  const productCode = bundle?.definition.code;
  usePageTitle(productCode ? t(`product.${productCode}.title`) : null);
  // The input is read once per attempt: the query of a payment return must not restart a running flow.
  const [input] = useState(() => (productCode ? purchaseInputFrom(productCode, query) : null));
  // An unknown code, or a product not sold in this channel: say so, with the way to the shop.
  if (!bundle || !input) return <ProductUnavailable code={code ?? null} />;
  // The product's form schema, ui schema and rates are a chunk of their own, fetched as the page opens.
  if (!form) return <PageLoading text={t('order.loading')} />;
  return (
    <OrderWizard
      key={attempt}
      bundle={bundle}
      form={form}
      input={attempt === 0 ? input : { productCode: bundle.definition.code }}
      onRestart={() => setAttempt((value) => value + 1)}
    />
  );
}
