import { Button, Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CallView } from '../../components/call-view.js';
import { useCall } from '../../components/use-call.js';
import { macaoDateTime } from '../../i18n/macao-date-time.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { copyText } from './copy-text.js';
import '../../styles/service.css';

/** Invite friends: the caller's code and share link (invite.info), how many joined and the points earned, and who (invite.list). */
export function InvitationPage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const info = useCall('invite.info');
  const invitees = useCall('invite.list', { page: 1, pageSize: 50 });

  const copy = async (text: string, done: string) => {
    if (await copyText(text)) Toast.show({ icon: 'success', content: done });
    else void Dialog.alert({ title: t('service.invitation.copyManually'), content: <span className="svc-break">{text}</span>, confirmText: t('app.know') });
  };

  return (
    <CallView call={info} testId="invitation">
      {(data) => {
        const link = typeof window === 'undefined' ? data.sharePath : new URL(data.sharePath, window.location.origin).toString();
        return (
          <div className="page svc-page">
            <div className="svc-invite-hero">
              <p className="svc-invite-hero__lead">{t('service.invitation.lead', { points: data.pointsPerInvite })}</p>
              <span className="svc-invite-hero__label">{t('service.invitation.myCode')}</span>
              <strong className="svc-invite-hero__code" data-testid="invitation-code">{data.inviteCode}</strong>
              <div className="svc-invite-hero__actions">
                <Button shape="rounded" size="small" onClick={() => void copy(data.inviteCode, t('service.invitation.codeCopied'))} data-testid="invitation-copy-code">
                  {t('service.invitation.copyCode')}
                </Button>
                <Button shape="rounded" size="small" color="primary" onClick={() => void copy(link, t('service.invitation.linkCopied'))} data-testid="invitation-copy-link">
                  {t('service.invitation.copyLink')}
                </Button>
              </div>
            </div>

            <div className="svc-stats">
              <div className="svc-stats__item">
                <strong className="svc-stats__value" data-testid="invitation-count">{data.invitedCount}</strong>
                <span className="svc-stats__label">{t('service.invitation.invited')}</span>
              </div>
              <div className="svc-stats__item">
                <strong className="svc-stats__value" data-testid="invitation-points">{data.pointsEarned}</strong>
                <span className="svc-stats__label">{t('service.invitation.pointsEarned')}</span>
              </div>
            </div>

            <section className="section">
              <div className="section__head">
                <h2 className="section__title">{t('service.invitation.friends')}</h2>
                <button type="button" className="link-button" onClick={() => navigate(paths.serviceRules('invitation'))}>{t('service.invitation.rules')}</button>
              </div>
              <CallView call={invitees} testId="invitees" isEmpty={(list) => list.items.length === 0} emptyTitle={t('service.invitation.noFriends')} emptyText={t('service.invitation.noFriendsHint')}>
                {(list) => (
                  <ul className="svc-rows mo-card">
                    {list.items.map((person) => (
                      <li key={`${person.maskedPhone}-${person.invitedAt}`} className="svc-rows__row">
                        <span className="svc-rows__main">
                          <span className="svc-rows__title">+{person.areaCode} {person.maskedPhone}</span>
                          <span className="svc-rows__sub">{macaoDateTime(person.invitedAt)}</span>
                        </span>
                        <span className="svc-points svc-points--plus">+{person.points}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </CallView>
            </section>
          </div>
        );
      }}
    </CallView>
  );
}
