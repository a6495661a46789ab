import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { useAuthDraft } from './auth-draft.js';
import { AuthSteps } from './auth-steps.js';
import { CheckRow } from '../../../ui/controls/check-row.js';
import { FieldError } from './choice-sheet.js';
import { rememberUser } from './mine-shared.js';
import '../../styles/mine.css';

/** Real-name authentication, step 3: review, confirm and submit (user.authentication, then the birth date with user.setInfo). */
export function AuthReviewPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const draft = useAuthDraft();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!draft.name) navigate(paths.mineAuthName(), { replace: true });
    else if (!draft.idNumber || !draft.dob) navigate(paths.mineAuthDocument(), { replace: true });
  }, [draft.name, draft.idNumber, draft.dob, navigate]);

  const submit = async () => {
    if (!agreed) return setError(t('mine.auth.confirmRequired'));
    setSending(true);
    // A refusal (wrong format, document in use) shows the gateway's toast; the draft stays for correcting.
    const user = await api.call('user.authentication', { name: draft.name, idType: draft.idType, idNumber: draft.idNumber });
    if (user === false) {
      setSending(false);
      return undefined;
    }
    rememberUser(user);
    const withBirthday = await api.call('user.setInfo', { birthday: draft.dob });
    if (withBirthday) rememberUser(withBirthday);
    setSending(false);
    draft.clear();
    navigate(paths.mineAuthResult(), { replace: true });
    return undefined;
  };

  return (
    <div className="page page--mine-auth">
      <AuthSteps current={2} />
      <section className="mine-card mine-review" data-testid="auth-review">
        <dl className="mine-facts">
          <dt>{t('mine.auth.idType')}</dt><dd>{t(`mine.auth.idTypes.${draft.idType}`)}</dd>
          <dt>{t('mine.auth.name')}</dt><dd data-testid="auth-review-name">{draft.name}</dd>
          <dt>{t('field.idNumber')}</dt><dd data-testid="auth-review-idNumber">{draft.idNumber}</dd>
          <dt>{t('field.dob')}</dt><dd>{draft.dob}</dd>
        </dl>
      </section>
      <p className="mine-muted">{t('mine.auth.fixedNotice')}</p>
      <CheckRow
        id="auth-agree"
        checked={agreed}
        invalid={error !== undefined}
        describedBy={error === undefined ? undefined : 'auth-agree-error'}
        onChange={(value) => { setAgreed(value); setError(undefined); }}
        testId="auth-agree"
      >
        {t('mine.auth.confirm')}
      </CheckRow>
      <FieldError message={error} testId="auth-agree-error" id="auth-agree-error" />
      <div className="mine-buttons">
        <Button shape="rounded" size="large" onClick={() => navigate(paths.mineAuthDocument())}>{t('mine.previous')}</Button>
        <Button color="primary" shape="rounded" size="large" loading={sending} onClick={() => void submit()} data-testid="auth-submit">{t('mine.auth.submit')}</Button>
      </div>
    </div>
  );
}
