import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FeatureIcon } from '../../components/feature-icon.js';
import { MenuList } from '../../components/menu-list.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';

/** Tab 2: the service centre. Sections whose pages are not part of this build say they are not yet open. */
export function ServicePage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const notOpen = () => Toast.show({ content: t('error.notOpen'), position: 'top' });
  return (
    <div className="page page--service">
      <div className="page-intro">
        <h2 className="page-intro__title">{t('service.intro')}</h2>
      </div>
      <MenuList
        items={[
          { key: 'policy', title: t('service.myPolicy'), description: t('service.myPolicyDesc'), icon: <FeatureIcon name="policy" />, onClick: () => navigate(paths.myPolicy()), testId: 'service-my-policy' },
          { key: 'claims', title: t('service.claims'), description: t('service.claimsDesc'), icon: <FeatureIcon name="claim" tone="green" />, onClick: notOpen },
          { key: 'renewal', title: t('service.renewal'), description: t('service.renewalDesc'), icon: <FeatureIcon name="renewal" tone="purple" />, onClick: notOpen },
          { key: 'coupons', title: t('service.coupons'), description: t('service.couponsDesc'), icon: <FeatureIcon name="coupon" tone="orange" />, onClick: notOpen },
        ]}
      />
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
