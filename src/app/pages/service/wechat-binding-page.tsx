import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CallView } from '../../components/call-view.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { macaoDate } from '../../i18n/macao-date-time.js';
import '../../styles/service.css';
import { showConfirm } from '../../components/confirm-modal.js';
import { API_BASE_URL } from '../../shell/api-base-url.js';

/** Where the browser goes for a gateway path such as /api/login/oauth/...: the gateway's origin (VITE_API_BASE_URL) or this one. */
function gatewayAddress(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${API_BASE_URL.replace(/\/+$/, '')}${path}`;
}

/** Masks an open id for display: the first 4 and last 4 characters. */
function maskId(openId: string): string {
  return openId.length > 10 ? `${openId.slice(0, 4)}****${openId.slice(-4)}` : openId;
}

/**
 * WeChat binding: whether the account is bound (plat.selectThirdByAppType wechat); binding asks plat.thirdRt for
 * the OAuth address (carrying a state issued to this user) and sends the browser there; unbinding calls
 * user.openIdUnbind after a confirmation.
 */
export function WechatBindingPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const status = useCall('plat.selectThirdByAppType', { thirdType: 'wechat' });
  const [busy, setBusy] = useState(false);

  const bind = async () => {
    setBusy(true);
    const rt = await api.call('plat.thirdRt', { redirectUrl: paths.wechatBinding() }, { params: { appType: 'wechat' } });
    if (rt === false) {
      setBusy(false);
      return;
    }
    window.location.assign(gatewayAddress(rt.oauthUrl));
  };

  const unbind = async (openId: string) => {
    const sure = await showConfirm(t, {
      title: t('service.wechat.unbindTitle'),
      html: t('service.wechat.unbindText'),
      confirmText: t('service.wechat.unbind'),
    });
    if (!sure) return;
    setBusy(true);
    const done = await api.call('user.openIdUnbind', {}, { params: { openId } });
    setBusy(false);
    if (done === false) return;
    Toast.show({ icon: 'success', content: t('service.wechat.unbound') });
    status.reload();
  };

  return (
    <CallView call={status} testId="wechat">
      {(data) => (
        <div className="page svc-page">
          <div className="mo-card svc-bind">
            <span className="svc-bind__logo" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="34" height="34"><path d="M9 4C5 4 2 6.6 2 9.8c0 1.8 1 3.4 2.6 4.5L4 16.5l2.6-1.3c.8.2 1.6.4 2.4.4M15 9c3.9 0 7 2.5 7 5.6 0 1.6-.9 3.1-2.3 4.1l.5 2-2.3-1.2c-.9.3-1.9.4-2.9.4-3.9 0-7-2.5-7-5.6S11.1 9 15 9Z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" /></svg>
            </span>
            <h2 className="svc-bind__title">{data.name}</h2>
            {data.binding ? (
              <>
                <span className={`status-tag ${data.binding.lapsed ? 'status-tag--failed' : 'status-tag--paid'}`} data-testid="wechat-status">
                  {t(data.binding.lapsed ? 'service.wechat.lapsed' : 'service.wechat.bound')}
                </span>
                <dl className="info-rows svc-bind__rows">
                  <div className="info-rows__row"><dt>{t('service.wechat.openId')}</dt><dd>{maskId(data.binding.openId)}</dd></div>
                  <div className="info-rows__row"><dt>{t('service.wechat.boundAt')}</dt><dd>{macaoDate(data.binding.boundAt)}</dd></div>
                  <div className="info-rows__row"><dt>{t('service.wechat.authorisedUntil')}</dt><dd>{macaoDate(data.binding.authorisedUntil)}</dd></div>
                </dl>
                {data.binding.lapsed ? <p className="svc-bind__text">{t('service.wechat.lapsedHint')}</p> : null}
                <div className="svc-bind__actions">
                  {data.binding.lapsed ? (
                    <Button color="primary" shape="rounded" block loading={busy} onClick={() => void bind()} data-testid="wechat-bind">{t('service.wechat.reauthorise')}</Button>
                  ) : null}
                  <Button color="danger" fill="outline" shape="rounded" block loading={busy} onClick={() => void unbind(data.binding?.openId ?? '')} data-testid="wechat-unbind">
                    {t('service.wechat.unbind')}
                  </Button>
                </div>
              </>
            ) : (
              <>
                <span className="status-tag" data-testid="wechat-status">{t('service.wechat.notBound')}</span>
                <p className="svc-bind__text">{t('service.wechat.benefit')}</p>
                <div className="svc-bind__actions">
                  <Button color="primary" shape="rounded" block loading={busy} onClick={() => void bind()} data-testid="wechat-bind">{t('service.wechat.bind')}</Button>
                </div>
              </>
            )}
          </div>
        </div>
      )}
    </CallView>
  );
}
