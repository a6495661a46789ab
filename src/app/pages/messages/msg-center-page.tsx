import { useState } from 'react';
import { Badge, Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CallView } from '../../components/call-view.js';
import { FeatureIcon } from '../../components/feature-icon.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { MESSAGE_KINDS } from './message-kinds.js';
import '../../styles/service.css';

const ICONS = { policyIssued: 'policy', couponIssued: 'coupon', invitation: 'service', welcome: 'phone' } as const;
const TONES = { policyIssued: 'blue', couponIssued: 'orange', invitation: 'green', welcome: 'purple' } as const;

/** The message centre: one row per kind with its unread count and latest title (message.list), all read at once (message.read null). */
export function MsgCenterPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const messages = useCall('message.list', { page: 1, pageSize: 50 });
  const [busy, setBusy] = useState(false);

  const readAll = async () => {
    setBusy(true);
    const done = await api.call('message.read', { messageId: null });
    setBusy(false);
    if (done === false) return;
    Toast.show({ icon: 'success', content: t('messages.allRead') });
    messages.reload();
  };

  return (
    <CallView call={messages} testId="msg-center">
      {(data) => (
        <div className="page svc-page">
          <div className="svc-msg-head">
            <span data-testid="msg-center-unread">{data.unread > 0 ? t('messages.unreadTotal', { count: data.unread }) : t('messages.allCaughtUp')}</span>
            {data.unread > 0 ? (
              <Button size="mini" shape="rounded" loading={busy} onClick={() => void readAll()} data-testid="msg-read-all">{t('messages.readAll')}</Button>
            ) : null}
          </div>
          <div className="menu-list">
            <button type="button" className="menu-list__item" onClick={() => navigate(paths.msgList())} data-testid="msg-kind-all">
              <span className="menu-list__icon"><FeatureIcon name="service" /></span>
              <span className="menu-list__text">
                <span className="menu-list__title">{t('messages.all')}</span>
                <span className="menu-list__description">{data.items[0]?.title ?? t('messages.none')}</span>
              </span>
              {data.unread > 0 ? <Badge content={data.unread} /> : null}
            </button>
            {MESSAGE_KINDS.map((kind) => {
              const ofKind = data.items.filter((message) => message.kind === kind);
              const unread = ofKind.filter((message) => message.unread).length;
              return (
                <button key={kind} type="button" className="menu-list__item" onClick={() => navigate(paths.msgList(kind))} data-testid={`msg-kind-${kind}`}>
                  <span className="menu-list__icon"><FeatureIcon name={ICONS[kind]} tone={TONES[kind]} /></span>
                  <span className="menu-list__text">
                    <span className="menu-list__title">{t(`messages.kind.${kind}`)}</span>
                    <span className="menu-list__description">{ofKind[0]?.title ?? t('messages.none')}</span>
                  </span>
                  {unread > 0 ? <span data-testid={`msg-kind-${kind}-unread`}><Badge content={unread} /></span> : null}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </CallView>
  );
}
