import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseInput } from '../../../../flows/index.js';
import type { ProductBundle } from '../../../engine/index.js';
import { PageLoading } from '../../components/page-loading.js';
import { useLocalizedForm } from '../../products/use-localized-form.js';
import { usePageTitle } from '../../shell/use-page-title.js';
import { OrderWizard } from '../order/order-wizard.js';

/**
 * The generic order wizard of one product (the same screens as /pages/order/<code>/index) for the routes
 * derived from it here: order/car/<code>, order/<code>/other, car/<code>/<page>. `input` is read once.
 */
export function ProductOrder({ bundle, input }: { bundle: ProductBundle; input: PurchaseInput }) {
  const { t } = useTranslation();
  const form = useLocalizedForm(bundle);
  const code = bundle.definition.code;
  const [attempt, setAttempt] = useState(0);
  const [first] = useState(input);
  usePageTitle(t(`product.${code}.title`));
  if (!form) return <PageLoading text={t('order.loading')} />;
  return (
    <OrderWizard
      key={attempt}
      bundle={bundle}
      form={form}
      input={attempt === 0 ? first : { productCode: code }}
      onRestart={() => setAttempt((value) => value + 1)}
    />
  );
}
