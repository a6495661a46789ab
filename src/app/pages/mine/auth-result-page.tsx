import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CallView } from '../../components/call-view.js';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { useUserInfo } from './mine-shared.js';
import '../../styles/mine.css';
import { macaoDate } from '../../i18n/macao-date-time.js';

/** The real-name authentication on file (user.selectUserInfo: info.authentication, the number masked by the gateway). */
export function AuthResultPage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const call = useUserInfo();
  return (
    <CallView call={call} testId="auth-result">
      {(user) => {
        const auth = user.info?.authentication ?? null;
        if (!auth) {
          return (
            <div className="page page--center">
              <EmptyState icon="locked" title={t('mine.auth.notDone')} text={t('mine.auth.notDoneHint')} testId="auth-result-none">
                <Button color="primary" shape="rounded" onClick={() => navigate(paths.mineAuthName(), { replace: true })}>{t('mine.auth.start')}</Button>
              </EmptyState>
            </div>
          );
        }
        return (
          <div className="page page--mine-auth">
            <Result status="success" title={t('mine.auth.done')} description={t('mine.auth.doneHint')} className="mine-card" />
            <section className="mine-card mine-review" data-testid="auth-result">
              <dl className="mine-facts">
                <dt>{t('mine.auth.name')}</dt><dd data-testid="auth-result-name">{auth.name}</dd>
                <dt>{t('mine.auth.idType')}</dt><dd>{t(`mine.auth.idTypes.${auth.idType}`)}</dd>
                <dt>{t('field.idNumber')}</dt><dd data-testid="auth-result-idNumber">{auth.idNumberMasked}</dd>
                <dt>{t('mine.auth.at')}</dt><dd>{macaoDate(auth.authenticatedAt)}</dd>
              </dl>
            </section>
            <Button block shape="rounded" onClick={() => navigate(paths.mine())}>{t('mine.backToMine')}</Button>
          </div>
        );
      }}
    </CallView>
  );
}
