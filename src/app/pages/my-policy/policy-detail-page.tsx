import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../contract/index.js';
import type { RJSFSchema } from '@rjsf/utils';
import { chosenPlan, stepSchema } from '../../../engine/index.js';
import { FormSummary } from '../../../ui/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { FeatureIcon } from '../../components/feature-icon.js';
import { LineIcon } from '../../components/line-icon.js';
import { MenuList } from '../../components/menu-list.js';
import { PageLoading } from '../../components/page-loading.js';
import { PlanBenefits } from '../../components/plan-benefits.js';
import { ProductVersionLine } from '../../components/product-version-line.js';
import { macaoDateTime } from '../../i18n/macao-date-time.js';
import { useLocalizedForm } from '../../products/use-localized-form.js';
import { useFormValidators } from '../../products/use-form-validators.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { createFormServices } from '../../services/form-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { PaidPremiumRows } from './paid-premium-rows.js';
import { PolicyEndorsements } from './policy-endorsements.js';
import { PolicyRefunds } from './policy-refunds.js';
import { PolicyServices } from './policy-services.js';
import '../../styles/policies.css';
import { PolicyStatusTag } from './policy-status-tag.js';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'done'; order: OrderDetail };

/**
 * One policy (`?b2cOrderId=`): its numbers and dates, what its plan covers, any payment to be refunded, what can be done with it
 * (change, add documents, renew, claim), its policy wording to read and download, its endorsements
 * (endt.list), the answers it was bought with, and "buy again".
 */
export function PolicyDetailPage() {
  const { t } = useTranslation();
  const { api, catalog } = useServices();
  // Answers chosen from a server list (car model, bank) are shown by name, asked for as the order form asks.
  const { loadOptions } = useMemo(() => createFormServices(api), [api]);
  const navigate = useGuardedNavigate();
  const [params] = useSearchParams();
  const b2cOrderId = params.get('b2cOrderId') ?? '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchOrder = useCallback(async () => {
    if (!b2cOrderId) {
      setLoad({ state: 'error' });
      return;
    }
    setLoad({ state: 'loading' });
    const result = await api.call('order.detail', {}, { params: { id: b2cOrderId } });
    setLoad(result === false ? { state: 'error' } : { state: 'done', order: result });
  }, [api, b2cOrderId]);

  useEffect(() => {
    void fetchOrder();
  }, [fetchOrder]);

  const bundle = load.state === 'done' ? catalog.registry.get(load.order.productCode) : undefined;
  const form = useLocalizedForm(bundle);
  const validators = useFormValidators(bundle?.definition.code);

  if (load.state === 'loading') return <PageLoading text={t('app.loading')} />;
  if (load.state === 'error') {
    return (
      <div className="page page--center">
        <EmptyState icon="error" title={t('policy.error')} testId="policy-error">
          <Button color="primary" shape="rounded" onClick={() => void fetchOrder()}>{t('policy.retry')}</Button>
        </EmptyState>
      </div>
    );
  }
  const { order } = load;
  const formSteps = bundle && form ? bundle.definition.steps.filter((step) => step.kind === 'form').map((step) => stepSchema(form.composed, step) as RJSFSchema) : [];
  return (
    <div className="page page--policy-detail">
      <section className="mo-card detail-head">
        <div className="detail-head__title-row">
          {bundle ? <LineIcon line={bundle.definition.line} size={44} /> : null}
          <div>
            <h2 className="detail-head__title">{t(`product.${order.productCode}.title`, { defaultValue: order.productCode })}</h2>
            <PolicyStatusTag order={order} />
          </div>
        </div>
        <dl className="info-rows">
          {order.policyNo ? <div className="info-rows__row"><dt>{t('policy.policyNo')}</dt><dd data-testid="detail-policy-no">{order.policyNo}</dd></div> : null}
          <div className="info-rows__row"><dt>{t('policy.orderNo')}</dt><dd>{order.b2cOrderId}</dd></div>
          {order.commDate ? <div className="info-rows__row"><dt>{t('policy.period')}</dt><dd>{order.commDate} ~ {order.expiryDate ?? ''}</dd></div> : null}
          <PaidPremiumRows order={order} rowClassName="info-rows__row" amountClassName="info-rows__money" />
          {order.paidAt ? <div className="info-rows__row"><dt>{t('policy.paidAt')}</dt><dd data-testid="detail-paid-at">{macaoDateTime(order.paidAt)}</dd></div> : null}
        </dl>
        <ProductVersionLine version={order.productVersion} />
      </section>
      {bundle && form ? <PlanBenefits productCode={bundle.definition.code} chosen={chosenPlan(bundle.formSchema, bundle.definition.plans, order.formData)} onlyChosen b2cOrderId={order.b2cOrderId} /> : null}
      <PolicyRefunds refunds={order.refunds ?? []} />
      <PolicyServices order={order} bundle={bundle} />
      {bundle?.definition.wording ? (
        <section className="section">
          <MenuList items={[{
            key: 'wording', testId: 'policy-wording', icon: <FeatureIcon name="policy" tone="purple" />,
            title: t('productData.policyWording'), description: t('productData.policyWordingText'),
            onClick: () => navigate(paths.downloadWording(bundle.definition.code)),
          }]} />
        </section>
      ) : null}
      {order.status === 'paid' ? <PolicyEndorsements b2cOrderId={order.b2cOrderId} /> : null}
      {form && bundle && validators ? (
        <section className="section" data-testid="detail-application">
          <h3 className="section__title">{t('policy.insured')}</h3>
          <FormSummary steps={formSteps} validators={validators} uiSchema={form.uiSchema} formData={order.formData} translate={form.t} loadOptions={loadOptions} />
        </section>
      ) : null}
      {bundle ? (
        <Button block color="primary" fill="outline" shape="rounded" size="large" data-testid="buy-again"
          onClick={() => navigate(`${paths.order(bundle.definition.code)}?buyAgain=${encodeURIComponent(order.b2cOrderId)}`)}>
          {t('policy.buyAgain')}
        </Button>
      ) : null}
    </div>
  );
}
