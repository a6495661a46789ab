import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProductBundle } from '../../../engine/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { RenewalFlow } from './renewal-flow.js';
import { RenewalGate } from './renewal-gate.js';
import { renewalInputFrom } from './renewal-input.js';

function RenewalPaid({ bundle }: { bundle: ProductBundle }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const [query] = useSearchParams();
  const [input] = useState(() => renewalInputFrom(bundle.definition.code, query));
  if (!input.paymentReturn) {
    return (
      <div className="page page--center renewal-page">
        <EmptyState icon="empty" title={t('renewal.noPaymentTitle')} text={t('renewal.noPaymentText')} testId="renewal-no-payment">
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.renewalList(), { replace: true })}>{t('renewal.toList')}</Button>
        </EmptyState>
      </div>
    );
  }
  return <RenewalFlow bundle={bundle} input={input} />;
}

/**
 * /pages/order/renewal/:code/paid/index?b2cOrderId=&payResult=: the renewal paid page (spec: MTC, MTT
 * and MTV), where the payment page sends the browser back: the renewal machine confirms the payment
 * (order.detail) and shows the new policy number, or offers to pay again.
 */
export function RenewalPaidPage() {
  const { code } = useParams();
  return <RenewalGate code={code}>{(bundle) => <RenewalPaid bundle={bundle} />}</RenewalGate>;
}
