import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../contract/index.js';
import type { ProductBundle } from '../../../engine/index.js';
import { FeatureIcon } from '../../components/feature-icon.js';
import { MenuList, type MenuItem } from '../../components/menu-list.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { channelDisables, operationCodeHere } from '../../services/channel.js';
import { printPolicy, showOperationChannelModal } from '../../shell/shell-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';

/**
 * What can be done with a policy in force: change it (endorsement; vehicleEndt for a motor policy), add
 * documents the insurer asked for, renew it (when renewal.list has it and the channel allows renewals), or, for
 * a product whose policies are not renewed (one trip: product.json renewal.offered false), buy one for the next trip,
 * claim, and print it (the bank and telecom apps cannot print: each says so, docs/spec/storefront-spec.md#6-roles-and-permissions). A policy bought
 * in the bank or telecom app is changed, renewed and completed there: elsewhere those entries show the
 * operation-channel modal instead (docs/spec/storefront-spec.md#6-roles-and-permissions).
 */
export function PolicyServices({ order, bundle }: { order: OrderDetail; bundle: ProductBundle | undefined }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const renewalsAllowed = !channelDisables('functions', 'renewal');
  const inForce = order.status === 'paid';
  const renewals = useCall('renewal.list', {}, { skip: !inForce || !renewalsAllowed });
  // A cover of one trip is not renewed, whatever an older gateway's renewal list says.
  const renewalOffered = bundle?.definition.renewal.offered !== false;
  const renewable = renewalOffered && renewals.load.state === 'done' ? renewals.load.data.items.find((item) => item.b2cOrderId === order.b2cOrderId) : undefined;
  if (!inForce) return null;
  const operationCode = operationCodeHere(order.channel);
  /** Opens `to`, or says where to go on when the policy is operated in another app. */
  const operate = (to: string) => () => (operationCode ? void showOperationChannelModal(t, operationCode) : navigate(to));

  const items: MenuItem[] = [
    {
      key: 'endorsement', testId: 'policy-endorsement', icon: <FeatureIcon name="policy" />,
      title: t('policy.services.endorsement'), description: t('policy.services.endorsementText'),
      onClick: operate(paths.policyEndorsement(order.b2cOrderId)),
    },
    ...(bundle?.definition.line === 'motor' ? [{
      key: 'vehicle', testId: 'policy-vehicle-endt', icon: <FeatureIcon name="policy" tone="orange" />,
      title: t('policy.services.vehicle'), description: t('policy.services.vehicleText'),
      onClick: operate(paths.policyVehicleEndt(order.b2cOrderId)),
    }] : []),
    {
      key: 'addInformation', testId: 'policy-add-information', icon: <FeatureIcon name="service" tone="purple" />,
      title: t('policy.services.addInformation'), description: t('policy.services.addInformationText'),
      onClick: operate(paths.policyAddInformation(order.b2cOrderId)),
    },
    ...(renewable ? [{
      key: 'renewal', testId: 'policy-renewal', icon: <FeatureIcon name="renewal" tone="green" />,
      title: t('policy.services.renewal'), description: t('policy.services.renewalText', { date: renewable.dueDate }),
      onClick: operate(paths.renewalDetail(order.productCode, order.b2cOrderId)),
    }] : []),
    ...(renewalOffered ? [] : [{
      key: 'nextTrip', testId: 'policy-next-trip', icon: <FeatureIcon name="renewal" tone="green" />,
      title: t('policy.services.nextTrip'), description: t('policy.services.nextTripText'),
      onClick: () => navigate(paths.product(order.productCode)),
    }]),
    {
      key: 'claim', testId: 'policy-claim', icon: <FeatureIcon name="claim" tone="red" />,
      title: t('policy.services.claim'), description: t('policy.services.claimText'),
      onClick: () => navigate(paths.claimApply(order.b2cOrderId)),
    },
    {
      key: 'print', testId: 'policy-print', icon: <FeatureIcon name="policy" tone="purple" />,
      title: t('policy.services.print'), description: t('policy.services.printText'),
      onClick: () => void printPolicy(t),
    },
  ];
  return (
    <section className="section" data-testid="policy-services">
      <h3 className="section__title">{t('policy.services.title')}</h3>
      <MenuList items={items} />
    </section>
  );
}
