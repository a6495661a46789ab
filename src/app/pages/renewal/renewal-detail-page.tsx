import { useCallback, useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProductBundle } from '../../../engine/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { PageLoading } from '../../components/page-loading.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { RenewableList } from './renewable-list.js';
import { detailOfOffer, loadOffer, type RenewalOffer } from './renewal-actors.js';
import { NotRenewableNotice, RenewalGate, RenewalNotOffered } from './renewal-gate.js';
import { RenewalOfferView } from './renewal-offer-view.js';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'refused'; reason: string | null } | { state: 'done'; offer: RenewalOffer };

/** The offer of one policy (renewal.detail): new term, premium at current rates, and the way to renew. */
function RenewalOfferScreen({ bundle, policyOrderId }: { bundle: ProductBundle; policyOrderId: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchOffer = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const answer = await loadOffer(api, policyOrderId);
      setLoad('offer' in answer ? { state: 'done', offer: answer.offer } : { state: 'refused', reason: answer.refused });
    } catch {
      setLoad({ state: 'error' });
    }
  }, [api, policyOrderId]);
  useEffect(() => {
    void fetchOffer();
  }, [fetchOffer]);

  if (load.state === 'loading') return <div data-testid="renewal-detail-loading"><PageLoading text={t('renewal.loading')} /></div>;
  if (load.state === 'error') {
    return (
      <div className="page page--center renewal-page">
        <EmptyState icon="error" title={t('renewal.loadFailed')} testId="renewal-detail-error">
          <Button color="primary" shape="rounded" onClick={() => void fetchOffer()}>{t('renewal.retry')}</Button>
        </EmptyState>
      </div>
    );
  }
  if (load.state === 'refused') return <NotRenewableNotice reason={load.reason} />;
  const { offer } = load;
  const detail = detailOfOffer(offer);
  return (
    <div className="page page--with-action-bar renewal-page" data-testid="renewal-detail">
      <RenewalOfferView
        bundle={bundle}
        policyNo={offer.policy.policyNo}
        currentPeriod={{ commDate: offer.policy.commDate, expiryDate: offer.policy.expiryDate }}
        commDate={offer.commDate}
        expiryDate={offer.expiryDate}
        quotation={detail.quotation}
        premiumLabel={t('renewal.offerPremium')}
        hint={t('renewal.offerHint')}
        rise={offer}
      >
        <p className="renewal-hint">{t('renewal.renewByHint', { date: offer.policy.dueDate, last: offer.policy.lastRenewalDate })}</p>
      </RenewalOfferView>
      <div className="action-bar">
        <Button shape="rounded" size="large" className="action-bar__secondary" onClick={() => navigate(paths.renewalList())}>{t('renewal.later')}</Button>
        <Button
          color="primary" shape="rounded" size="large" className="action-bar__button" data-testid="renewal-start"
          onClick={() => navigate(paths.renewalOrder(bundle.definition.code, offer.policy.b2cOrderId))}
        >
          {t('renewal.renewNow')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /pages/order/renewalDetail/:code/index?policyOrderId=: the renewal offer of a policy; without a
 * policy, the renewable policies of the product to choose from.
 */
export function RenewalDetailPage() {
  const { code } = useParams();
  const [query] = useSearchParams();
  const policyOrderId = query.get('policyOrderId');
  return (
    <RenewalGate code={code}>
      {(bundle) => {
        if (!policyOrderId) return <RenewableList productCode={bundle.definition.code} />;
        // A product that offers no renewal has no offer to ask for: the gateway would refuse it.
        if (!bundle.definition.renewal.offered) return <RenewalNotOffered />;
        return <RenewalOfferScreen key={policyOrderId} bundle={bundle} policyOrderId={policyOrderId} />;
      }}
    </RenewalGate>
  );
}
