import { Badge } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FeatureIcon } from '../../components/feature-icon.js';
import { MenuList, type MenuItem } from '../../components/menu-list.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { channelDisables } from '../../services/channel.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { useSessionStore } from '../../stores/session.store.js';
import { MineIcon } from './mine-icon.js';
import '../../styles/mine.css';
import { formatCount } from '../../../engine/index.js';

type MineServiceTarget = 'policies' | 'claims' | 'renewals' | 'coupons' | 'points' | 'messages' | 'enquiries';

/** Where each service leads (the other sections' pages). */
const TARGET_PATH: Record<MineServiceTarget, () => string> = {
  policies: () => paths.myPolicy(),
  claims: () => paths.myClaim(),
  renewals: () => paths.renewalList(),
  coupons: () => paths.coupon(),
  points: () => paths.points(),
  messages: () => paths.msgCenter(),
  enquiries: () => paths.business(),
};

/** The channel function that switches a service off (bank app: coupons, points, renewal). */
const CHANNEL_FUNCTION: Partial<Record<MineServiceTarget, string>> = { coupons: 'coupons', points: 'points', renewals: 'renewal' };

/** The user's services in one place: policies, claims, renewals, coupons, points, messages and business enquiries (what the channel allows). */
export function MyServicePage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const user = useSessionStore((state) => state.user);
  const unread = useCall('message.unreadCount');
  const unreadCount = unread.load.state === 'done' ? unread.load.data.unread : 0;

  const entries: { target: MineServiceTarget; icon: MenuItem['icon']; extra?: MenuItem['extra'] }[] = [
    { target: 'policies', icon: <FeatureIcon name="policy" /> },
    { target: 'claims', icon: <FeatureIcon name="claim" tone="orange" /> },
    { target: 'renewals', icon: <FeatureIcon name="renewal" tone="green" /> },
    { target: 'coupons', icon: <FeatureIcon name="coupon" tone="red" /> },
    { target: 'points', icon: <MineIcon name="star" tone="purple" />, extra: user ? <span data-testid="my-service-points-balance">{formatCount(user.points)}</span> : undefined },
    { target: 'messages', icon: <MineIcon name="message" />, extra: unreadCount > 0 ? <Badge content={unreadCount} data-testid="my-service-unread" /> : undefined },
    { target: 'enquiries', icon: <FeatureIcon name="service" tone="blue" /> },
  ];
  const items: MenuItem[] = entries
    .filter((entry) => {
      const fn = CHANNEL_FUNCTION[entry.target];
      return fn === undefined || !channelDisables('functions', fn);
    })
    .map((entry) => ({
      key: entry.target,
      title: t(`mine.myService.${entry.target}`),
      description: t(`mine.myService.${entry.target}Hint`),
      icon: entry.icon,
      extra: entry.extra,
      onClick: () => navigate(TARGET_PATH[entry.target]()),
      testId: `my-service-${entry.target}`,
    }));

  return (
    <div className="page page--mine-service">
      <p className="page-intro__text">{t('mine.myService.intro')}</p>
      <MenuList items={items} />
    </div>
  );
}
