import { useTranslation } from 'react-i18next';
import { CallView } from '../../components/call-view.js';
import { useCall } from '../../components/use-call.js';
import { macaoDate, macaoDateTime } from '../../i18n/macao-date-time.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { channelDisables } from '../../services/channel.js';
import { ChannelOff } from './channel-off.js';
import '../../styles/service.css';
import { formatCount } from '../../../engine/index.js';

/** My points: balance and what lapses soon (points.summary), then the ledger (points.list). */
export function PointsPage() {
  const off = channelDisables('functions', 'points');
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const summary = useCall('points.summary', {}, { skip: off });
  const ledger = useCall('points.list', { page: 1, pageSize: 50 }, { skip: off });
  if (off) return <ChannelOff />;
  return (
    <CallView call={summary} testId="points">
      {(data) => (
        <div className="page svc-page">
          <div className="svc-points-hero">
            <span className="svc-points-hero__label">{t('service.points.balance')}</span>
            <strong className="svc-points-hero__value" data-testid="points-balance">{formatCount(data.balance)}</strong>
            {data.expiringSoon.points > 0 && data.expiringSoon.on ? (
              <span className="svc-points-hero__expiring" data-testid="points-expiring">
                {t('service.points.expiring', { points: formatCount(data.expiringSoon.points), date: macaoDate(data.expiringSoon.on) })}
              </span>
            ) : null}
            <button type="button" className="svc-points-hero__rules" onClick={() => navigate(paths.serviceRules('points'))}>{t('service.points.rules')}</button>
          </div>
          <div className="svc-earn">
            <button type="button" className="svc-earn__item" onClick={() => navigate(paths.shop())}>
              <strong>{t('service.points.earnBuy')}</strong>
              <span>{t('service.points.earnBuyText', { amount: data.premiumPerPoint })}</span>
            </button>
            <button type="button" className="svc-earn__item" onClick={() => navigate(paths.invitation())}>
              <strong>{t('service.points.earnInvite')}</strong>
              <span>{t('service.points.earnInviteText', { points: data.pointsPerInvite })}</span>
            </button>
          </div>
          <section className="section">
            <h2 className="section__title">{t('service.points.history')}</h2>
            <CallView call={ledger} testId="points-list" isEmpty={(list) => list.items.length === 0} emptyTitle={t('service.points.empty')} emptyText={t('service.points.emptyHint')}>
              {(list) => (
                <ul className="svc-rows mo-card" data-testid="points-entries">
                  {list.items.map((entry) => (
                    <li key={entry.id} className="svc-rows__row" data-testid={`points-entry-${entry.id}`}>
                      <span className="svc-rows__main">
                        <span className="svc-rows__title">{entry.description}</span>
                        <span className="svc-rows__sub">
                          {macaoDateTime(entry.createdAt)}
                          {entry.expiresOn && entry.delta > 0 ? ` · ${t('service.points.expiresOn', { date: macaoDate(entry.expiresOn) })}` : ''}
                        </span>
                      </span>
                      <span className={`svc-points ${entry.delta >= 0 ? 'svc-points--plus' : 'svc-points--minus'}`}>
                        {entry.delta > 0 ? `+${formatCount(entry.delta)}` : formatCount(entry.delta)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CallView>
          </section>
        </div>
      )}
    </CallView>
  );
}
