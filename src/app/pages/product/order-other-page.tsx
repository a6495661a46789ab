import { Button, List } from 'antd-mobile';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CallView } from '../../components/call-view.js';
import { useCall } from '../../components/use-call.js';
import { useProduct } from '../../products/use-products.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { insuredObject } from './insured-object.js';
import { ProductOrder } from './product-order.js';
import { ProductHead } from './product-shared.js';
import { ProductUnavailable } from './product-unavailable.js';

/**
 * /pages/order/<code>/other/index: the same order again for ANOTHER insured object. What "other" is, is the
 * product's own words (product.json insuredObject, e.g. FHH: another home) or its line's: travel and accident,
 * another person; home, another property; motor, another car; business, another company. The user picks one of their earlier orders of the product
 * (order.selectUserOrderInfo); ?b2cOrderId=<it> then runs the order wizard copying that order
 * (order.againInfo with clearAnswers: plan, cover and holder copied, declarations and confirmations asked
 * anew) so only the person, property or car is changed. Without an earlier order: a new order.
 */
export function OrderOtherPage() {
  const { code } = useParams();
  const [query] = useSearchParams();
  const bundle = useProduct(code);
  const from = query.get('b2cOrderId');
  if (!bundle) return <ProductUnavailable code={code} />;
  if (from) return <ProductOrder bundle={bundle} input={{ productCode: bundle.definition.code, buyAgainFrom: from, clearAnswers: true }} />;
  return <EarlierOrders code={bundle.definition.code} />;
}

function EarlierOrders({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const bundle = useProduct(code);
  const call = useCall('order.selectUserOrderInfo', { status: 'paid', page: 1, pageSize: 50 });
  if (!bundle) return null;
  const newOrder = (
    <Button color="primary" shape="rounded" data-testid="other-new-order" onClick={() => navigate(paths.order(code))}>{t('productPages.other.newOrder')}</Button>
  );
  return (
    <div className="page page--products">
      <ProductHead bundle={bundle} subtitle={t('productData.copyFor', { object: insuredObject(t, bundle.definition) })} />
      <CallView
        call={call}
        testId="other-orders"
        isEmpty={(data) => !data.items.some((item) => item.productCode === code)}
        emptyTitle={t('productPages.other.noOrders')}
        emptyText={t('productPages.other.noOrdersText')}
        emptyActions={newOrder}
      >
        {(data) => (
          <>
            <List header={t('productPages.other.pick')} className="products-list">
              {data.items.filter((item) => item.productCode === code).map((item) => (
                <List.Item
                  key={item.b2cOrderId}
                  data-testid={`other-from-${item.b2cOrderId}`}
                  description={item.commDate && item.expiryDate ? t('productPages.other.term', { from: item.commDate, to: item.expiryDate }) : undefined}
                  onClick={() => navigate(paths.orderOther(code, item.b2cOrderId))}
                >
                  {item.policyNo ?? item.b2cOrderId}
                </List.Item>
              ))}
            </List>
            <div className="products-actions">{newOrder}</div>
          </>
        )}
      </CallView>
    </div>
  );
}
