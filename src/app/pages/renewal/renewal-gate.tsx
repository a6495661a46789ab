import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ProductBundle } from '../../../engine/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { channelDisables } from '../../services/channel.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { useNotOpenToast } from '../../shell/use-not-open-toast.js';
import '../../styles/renewals.css';

/** The product of a renewal route's code (any case), if the catalogue has it. */
export function useRenewalProduct(code: string | undefined): ProductBundle | undefined {
  const { catalog } = useServices();
  if (!code) return undefined;
  const wanted = code.toUpperCase();
  return catalog.registry.get(wanted) ?? catalog.registry.list().find((bundle) => bundle.definition.code.toUpperCase() === wanted);
}

/** The notice of a channel that switches renewal off (docs/spec/storefront-spec.md#6-roles-and-permissions: the bank app). */
export function RenewalDisabledNotice() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  useNotOpenToast();
  return (
    <div className="page page--center renewal-page">
      <EmptyState icon="locked" title={t('renewal.disabledTitle')} text={t('renewal.disabledText')} testId="renewal-disabled">
        <Button color="primary" shape="rounded" onClick={() => navigate(paths.home(), { replace: true })}>{t('renewal.backHome')}</Button>
      </EmptyState>
    </div>
  );
}

/** The notice of a code whose product cannot be renewed here (not in the catalogue). */
export function RenewalUnknownProduct({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  return (
    <div className="page page--center renewal-page">
      <EmptyState icon="lost" title={t('renewal.unknownTitle')} text={t('renewal.unknownText', { code: code.toUpperCase() })} testId="renewal-unknown-product">
        <Button color="primary" shape="rounded" onClick={() => navigate(paths.renewalList())}>{t('renewal.toList')}</Button>
        <Button shape="rounded" onClick={() => navigate(paths.service())}>{t('renewal.toService')}</Button>
      </EmptyState>
    </div>
  );
}

/** The not-renewable screen: why (the gateway's refusal, or a general text when it gave none), and the way to the renewable policies. */
export function NotRenewableNotice({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  return (
    <div className="page page--center renewal-page">
      <EmptyState icon="error" title={t('renewal.notRenewableTitle')} text={reason ?? t('renewal.notRenewableText')} testId="renewal-not-renewable">
        <Button color="primary" shape="rounded" onClick={() => navigate(paths.renewalList())}>{t('renewal.toList')}</Button>
      </EmptyState>
    </div>
  );
}

/**
 * The not-renewable screen of a policy whose product offers no renewal (product.json renewal.offered false: a
 * cover of one trip), known from the product data without asking renewal.detail, which the gateway refuses for
 * it. Its text is that refusal's own label, so the page says what the gateway says to a direct caller.
 */
export function RenewalNotOffered() {
  const { t } = useTranslation();
  return <NotRenewableNotice reason={t('gateway.policyServices.renewalNotOffered')} />;
}

/**
 * Shows renewal pages only where renewal works: the channel allows it and, for a product route, the
 * product is in the catalogue; `children` gets the product.
 */
export function RenewalGate({ code, children }: { code: string | undefined; children: (bundle: ProductBundle) => ReactNode }) {
  const bundle = useRenewalProduct(code);
  if (channelDisables('functions', 'renewal')) return <RenewalDisabledNotice />;
  if (!bundle) return <RenewalUnknownProduct code={code ?? ''} />;
  return <>{children(bundle)}</>;
}
