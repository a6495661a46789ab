import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { AUTH_ID_FORMAT, useAuthDraft } from './auth-draft.js';
import { AuthSteps } from './auth-steps.js';
import { PlainField } from '../../../ui/plain/plain-field.js';
import { PlainSection } from '../../../ui/plain/plain-section.js';
import { fitsFormat, isPastDate } from './mine-shared.js';
import '../../styles/mine.css';

/** Real-name authentication, step 2: the document number (checked with the engine's format of the chosen type) and the date of birth. */
export function AuthDocumentPage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const draft = useAuthDraft();
  const [idNumber, setIdNumber] = useState(draft.idNumber);
  const [dob, setDob] = useState(draft.dob);
  const [errors, setErrors] = useState<{ idNumber?: string; dob?: string }>({});

  useEffect(() => {
    // Step 1 first: without a name there is nothing to authenticate.
    if (!draft.name) navigate(paths.mineAuthName(), { replace: true });
  }, [draft.name, navigate]);

  const next = () => {
    const number = idNumber.trim().toUpperCase();
    const format = AUTH_ID_FORMAT[draft.idType];
    const found: { idNumber?: string; dob?: string } = {};
    if (!number) found.idNumber = t('validation.required');
    else if (!fitsFormat(format, number)) found.idNumber = t(`validation.format.${format}`);
    if (!dob) found.dob = t('validation.required');
    else if (!isPastDate(dob)) found.dob = t('mine.relatives.dobInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    draft.update({ idNumber: number, dob });
    navigate(paths.mineAuthReview());
  };

  return (
    <div className="page page--mine-auth">
      <AuthSteps current={1} />
      <PlainSection title={t(`mine.auth.idTypes.${draft.idType}`)}>
        <PlainField
          kind="text" id="auth_idNumber" label={t('field.idNumber')} required value={idNumber} error={errors.idNumber} translate={t}
          format={AUTH_ID_FORMAT[draft.idType]} placeholder={t(`mine.auth.idExample.${draft.idType}`)} testId="auth-idNumber"
          onChange={(value) => { setIdNumber(value.toUpperCase()); setErrors((e) => ({ ...e, idNumber: undefined })); }}
        />
        {/* A date of birth: a century back, nothing ahead. */}
        <PlainField
          kind="date" id="auth_dob" label={t('field.dob')} required value={dob} error={errors.dob} translate={t} yearsBack={100} yearsForward={0} testId="auth-dob"
          onChange={(value) => { setDob(value); setErrors((e) => ({ ...e, dob: undefined })); }}
        />
      </PlainSection>
      <div className="mine-buttons">
        <Button shape="rounded" size="large" onClick={() => navigate(paths.mineAuthName())}>{t('mine.previous')}</Button>
        <Button color="primary" shape="rounded" size="large" onClick={next} data-testid="auth-next">{t('mine.next')}</Button>
      </div>
    </div>
  );
}
