import { useState } from 'react';
import { Button, Input, Tabs, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { CouponStatus } from '../../../contract/rows/engagement.js';
import { CallView } from '../../components/call-view.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { CouponCard } from './coupon-card.js';
import { channelDisables } from '../../services/channel.js';
import { ChannelOff } from './channel-off.js';
import '../../styles/service.css';
import { macaoDate } from '../../i18n/macao-date-time.js';

const STATUSES: readonly CouponStatus[] = ['available', 'used', 'expired'];
const CODE = /^[A-Za-z0-9-]{3,30}$/;

/** My coupons: tabs by status (coupon.list) and a box to claim a published coupon by its code (coupon.receive). */
export function CouponPage() {
  const off = channelDisables('functions', 'coupons');
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const [status, setStatus] = useState<CouponStatus>('available');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useCall('coupon.list', { status, page: 1, pageSize: 50 }, { skip: off });
  const counts = list.load.state === 'done' ? list.load.data.counts : null;

  const receive = async () => {
    const value = code.trim();
    if (!CODE.test(value)) {
      setCodeError(t(value ? 'service.coupon.codeInvalid' : 'service.coupon.codeRequired'));
      return;
    }
    setCodeError(null);
    setBusy(true);
    const answer = await api.callEnvelope('coupon.receive', { code: value });
    setBusy(false);
    if (answer === false) {
      Toast.show({ content: t('error.network'), position: 'top' });
      return;
    }
    if (!answer.succ || !answer.data) {
      Toast.show({ content: answer.tipMsg ?? t('service.coupon.receiveFailed'), position: 'top' });
      return;
    }
    Toast.show({ icon: 'success', content: t('service.coupon.received', { name: answer.data.name }) });
    setCode('');
    if (status === 'available') list.reload();
    else setStatus('available');
  };

  if (off) return <ChannelOff />;
  return (
    <div className="page svc-page">
      <form
        className="svc-receive"
        onSubmit={(event) => {
          event.preventDefault();
          void receive();
        }}
      >
        <div className={`svc-receive__field${codeError ? ' svc-receive__field--invalid' : ''}`}>
          <Input
            value={code}
            onChange={(value) => {
              setCode(value);
              if (codeError) setCodeError(null);
            }}
            placeholder={t('service.coupon.codePlaceholder')}
            maxLength={30}
            clearable
            data-testid="coupon-code"
            aria-label={t('service.coupon.codePlaceholder')}
          />
          <Button type="submit" color="primary" size="small" shape="rounded" loading={busy} data-testid="coupon-receive">
            {t('service.coupon.receive')}
          </Button>
        </div>
        {codeError ? <p className="svc-field-error" data-testid="coupon-code-error">{codeError}</p> : null}
      </form>

      <Tabs activeKey={status} onChange={(key) => setStatus(key as CouponStatus)} className="svc-tabs">
        {STATUSES.map((key) => (
          <Tabs.Tab
            key={key}
            title={<span data-testid={`coupon-tab-${key}`}>{t(`service.coupon.tab.${key}`)}{counts ? ` (${counts[key]})` : ''}</span>}
          />
        ))}
      </Tabs>

      <CallView
        call={list}
        testId="coupon-list"
        isEmpty={(data) => data.items.length === 0}
        emptyTitle={t(`service.coupon.empty.${status}`)}
        emptyActions={status === 'available' ? (
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.shop())}>{t('service.coupon.goShop')}</Button>
        ) : null}
      >
        {(data) => (
          <div className="card-list">
            {data.items.map((coupon) => (
              <CouponCard
                key={coupon.couponId}
                coupon={coupon}
                muted={coupon.status !== 'available'}
                testId={`coupon-${coupon.couponId}`}
                note={coupon.status === 'used' && coupon.usedAt ? t('service.coupon.usedOn', { date: macaoDate(coupon.usedAt) }) : null}
                aside={<span className={`status-tag svc-status svc-status--${coupon.status}`}>{t(`service.coupon.status.${coupon.status}`)}</span>}
              />
            ))}
          </div>
        )}
      </CallView>
      <button type="button" className="link-button svc-center-link" onClick={() => navigate(paths.serviceRules('points'))}>{t('service.coupon.rulesLink')}</button>
    </div>
  );
}
