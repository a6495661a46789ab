import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../contract/index.js';
import type { ProductBundle } from '../../../engine/index.js';
import { FeatureIcon } from '../../components/feature-icon.js';
import { MenuList, type MenuItem } from '../../components/menu-list.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { channelDisables } from '../../services/channel.js';
import { printPolicy } from '../../shell/shell-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';

/**
 * What can be done with a policy in force: change it (endorsement; vehicleEndt for a motor policy), add
 * documents the insurer asked for, renew it (when renewal.list has it and the channel allows renewals)
 * claim, and print it (the bank and telecom apps cannot print: each says so, spec section 6).
 */
export function PolicyServices({ order, bundle }: { order: OrderDetail; bundle: ProductBundle | undefined }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const renewalsAllowed = !channelDisables('functions', 'renewal');
  const inForce = order.status === 'paid';
  const renewals = useCall('renewal.list', {}, { skip: !inForce || !renewalsAllowed });
  const renewable = renewals.load.state === 'done' ? renewals.load.data.items.find((item) => item.b2cOrderId === order.b2cOrderId) : undefined;
  if (!inForce) return null;

  const items: MenuItem[] = [
    {
      key: 'endorsement', testId: 'policy-endorsement', icon: <FeatureIcon name="policy" />,
      title: t('policy.services.endorsement'), description: t('policy.services.endorsementText'),
      onClick: () => navigate(paths.policyEndorsement(order.b2cOrderId)),
    },
    ...(bundle?.definition.line === 'motor' ? [{
      key: 'vehicle', testId: 'policy-vehicle-endt', icon: <FeatureIcon name="policy" tone="orange" />,
      title: t('policy.services.vehicle'), description: t('policy.services.vehicleText'),
      onClick: () => navigate(paths.policyVehicleEndt(order.b2cOrderId)),
    }] : []),
    {
      key: 'addInformation', testId: 'policy-add-information', icon: <FeatureIcon name="service" tone="purple" />,
      title: t('policy.services.addInformation'), description: t('policy.services.addInformationText'),
      onClick: () => navigate(paths.policyAddInformation(order.b2cOrderId)),
    },
    ...(renewable ? [{
      key: 'renewal', testId: 'policy-renewal', icon: <FeatureIcon name="renewal" tone="green" />,
      title: t('policy.services.renewal'), description: t('policy.services.renewalText', { date: renewable.dueDate }),
      onClick: () => navigate(paths.renewalDetail(order.productCode, order.b2cOrderId)),
    }] : []),
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
