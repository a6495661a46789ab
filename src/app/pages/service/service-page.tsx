import { Badge } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FeatureIcon } from '../../components/feature-icon.js';
import { MenuList, type MenuItem } from '../../components/menu-list.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { channelDisables } from '../../services/channel.js';
import { useSessionStore } from '../../stores/session.store.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import '../../styles/service.css';

/**
 * Tab 2: the service centre, the entry to policies, claims, renewal, coupons, points, invitations, campaigns,
 * messages, WeChat binding, the service sectors and the documents. The bank app switches coupons, points and
 * renewal off (schemas/channels.json): their rows are not shown there. Signed in, the messages row shows the
 * unread count (message.unreadCount).
 */
export function ServicePage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const signedIn = useSessionStore((state) => state.token !== null);
  const unread = useCall('message.unreadCount', {}, { skip: !signedIn });
  const unreadCount = signedIn && unread.load.state === 'done' ? unread.load.data.unread : 0;
  const noCoupons = channelDisables('functions', 'coupons');
  const noPoints = channelDisables('functions', 'points');
  const noRenewal = channelDisables('functions', 'renewal');

  const policies: MenuItem[] = [
    { key: 'policy', title: t('service.myPolicy'), description: t('service.myPolicyDesc'), icon: <FeatureIcon name="policy" />, onClick: () => navigate(paths.myPolicy()), testId: 'service-my-policy' },
    { key: 'claims', title: t('service.claims'), description: t('service.claimsDesc'), icon: <FeatureIcon name="claim" tone="green" />, onClick: () => navigate(paths.myClaim()), testId: 'service-claims' },
  ];
  if (!noRenewal) {
    policies.push({ key: 'renewal', title: t('service.renewal'), description: t('service.renewalDesc'), icon: <FeatureIcon name="renewal" tone="purple" />, onClick: () => navigate(paths.renewalList()), testId: 'service-renewal' });
  }

  const benefits: MenuItem[] = [];
  if (!noCoupons) benefits.push({ key: 'coupons', title: t('service.coupons'), description: t('service.couponsDesc'), icon: <FeatureIcon name="coupon" tone="orange" />, onClick: () => navigate(paths.coupon()), testId: 'service-coupons' });
  if (!noPoints) benefits.push({ key: 'points', title: t('service.points.entry'), description: t('service.points.entryDesc'), icon: <FeatureIcon name="renewal" tone="orange" />, onClick: () => navigate(paths.points()), testId: 'service-points' });
  benefits.push(
    { key: 'invitation', title: t('service.invitation.entry'), description: t('service.invitation.entryDesc'), icon: <FeatureIcon name="service" tone="green" />, onClick: () => navigate(paths.invitation()), testId: 'service-invitation' },
    { key: 'activity', title: t('service.activity.entry'), description: t('service.activity.entryDesc'), icon: <FeatureIcon name="coupon" tone="red" />, onClick: () => navigate(paths.serviceActivity()), testId: 'service-activity' },
  );

  const account: MenuItem[] = [
    {
      key: 'messages', title: t('messages.entry'), description: t('messages.entryDesc'), icon: <FeatureIcon name="phone" tone="purple" />,
      extra: unreadCount > 0 ? <span data-testid="service-unread"><Badge content={unreadCount > 99 ? '99+' : unreadCount} /></span> : undefined,
      onClick: () => navigate(paths.msgCenter()), testId: 'service-messages',
    },
    { key: 'wechat', title: t('service.wechat.entry'), description: t('service.wechat.entryDesc'), icon: <FeatureIcon name="service" tone="green" />, onClick: () => navigate(paths.wechatBinding()), testId: 'service-wechat' },
    { key: 'rules', title: t('service.rules.entry'), description: t('service.rules.entryDesc'), icon: <FeatureIcon name="policy" tone="blue" />, onClick: () => navigate(paths.serviceRules()), testId: 'service-rules' },
  ];

  const sectors: MenuItem[] = [
    { key: 'business', title: t('productPages.business.entry'), description: t('productPages.business.entryDesc'), icon: <FeatureIcon name="service" tone="blue" />, onClick: () => navigate(paths.business()), testId: 'service-business' },
    { key: 'sectors', title: t('serviceSector.entry'), description: t('serviceSector.entryDesc'), icon: <FeatureIcon name="service" />, onClick: () => navigate(paths.serviceSector()), testId: 'service-sectors' },
    { key: 'mtts', title: t('serviceSector.mtts.name'), description: t('serviceSector.mtts.summary'), icon: <FeatureIcon name="claim" tone="orange" />, onClick: () => navigate(paths.serviceSectorOf('mtts')), testId: 'service-sector-mtts' },
    { key: 'thlm', title: t('serviceSector.thlm.name'), description: t('serviceSector.thlm.summary'), icon: <FeatureIcon name="claim" tone="blue" />, onClick: () => navigate(paths.serviceSectorOf('thlm')), testId: 'service-sector-thlm' },
    { key: 'downloads', title: t('downloads.entry'), description: t('downloads.entryDesc'), icon: <FeatureIcon name="policy" tone="purple" />, onClick: () => navigate(paths.downloadBusiness()), testId: 'service-downloads' },
  ];

  return (
    <div className="page page--service">
      <div className="page-intro">
        <h2 className="page-intro__title">{t('service.intro')}</h2>
      </div>
      <MenuList items={policies} />
      <section className="section">
        <h2 className="section__title section__title--small">{t('service.groupBenefits')}</h2>
        <MenuList items={benefits} />
      </section>
      <section className="section">
        <h2 className="section__title section__title--small">{t('service.groupAccount')}</h2>
        <MenuList items={account} />
      </section>
      <section className="section">
        <h2 className="section__title section__title--small">{t('service.groupSectors')}</h2>
        <MenuList items={sectors} />
      </section>
      <a className="hotline-card" href={`tel:${t('service.hotlineNumber').replace(/[^0-9+]/g, '')}`}>
        <FeatureIcon name="phone" tone="blue" />
        <span className="hotline-card__text">
          <span className="hotline-card__title">{t('service.hotline')}</span>
          <span className="hotline-card__number">{t('service.hotlineNumber')}</span>
          <span className="hotline-card__hours">{t('service.hotlineDesc')}</span>
        </span>
      </a>
    </div>
  );
}
