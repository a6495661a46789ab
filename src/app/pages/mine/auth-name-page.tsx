import { useState } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { IdType } from '../../../contract/index.js';
import { CallView } from '../../components/call-view.js';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { AUTH_ID_TYPES, useAuthDraft } from './auth-draft.js';
import { AuthSteps } from './auth-steps.js';
import { FieldError, Segmented } from './choice-sheet.js';
import { fitsFormat, useUserInfo } from './mine-shared.js';
import '../../styles/mine.css';

/** A real name: Chinese characters, or English letters and spaces (the engine's name formats). */
export function isAuthName(name: string): boolean {
  return fitsFormat('zh-name', name) || fitsFormat('en-name', name);
}

/** Real-name authentication, step 1: the identity document type and the name on it. */
export function AuthNamePage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const call = useUserInfo();
  return (
    <CallView call={call} testId="auth-user">
      {(user) => user.info?.authentication ? (
        <div className="page page--center">
          <EmptyState icon="success" title={t('mine.auth.already')} testId="auth-user-already">
            <Button color="primary" shape="rounded" onClick={() => navigate(paths.mineAuthResult(), { replace: true })}>{t('mine.auth.viewResult')}</Button>
          </EmptyState>
        </div>
      ) : <StepOne />}
    </CallView>
  );
}

function StepOne() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const draft = useAuthDraft();
  const [name, setName] = useState(draft.name);
  const [error, setError] = useState<string | undefined>();

  const next = () => {
    const trimmed = name.trim().replace(/\s+/g, ' ');
    if (!trimmed) return setError(t('validation.required'));
    if (!isAuthName(trimmed)) return setError(t('mine.auth.nameInvalid'));
    draft.update({ name: /[A-Za-z]/.test(trimmed) ? trimmed.toUpperCase() : trimmed });
    navigate(paths.mineAuthDocument());
  };

  return (
    <div className="page page--mine-auth">
      <AuthSteps current={0} />
      <p className="page-intro__text">{t('mine.auth.intro')}</p>
      <Form layout="vertical" mode="card" className="mine-card mine-form-card">
        <Form.Item label={t('mine.auth.idType')} required>
          <Segmented value={draft.idType} choices={AUTH_ID_TYPES.map((value) => ({ value, label: t(`mine.auth.idTypes.${value}`) }))} onChange={(value) => draft.update({ idType: value as IdType })} testId="auth-idType" />
        </Form.Item>
        <Form.Item label={t('mine.auth.name')} required description={t('mine.auth.nameHint')}>
          <Input aria-label={t('mine.auth.name')} value={name} onChange={(value) => { setName(value); setError(undefined); }} clearable placeholder={t('mine.auth.namePlaceholder')} data-testid="auth-name" />
          <FieldError message={error} testId="auth-name-error" />
        </Form.Item>
      </Form>
      <Button block color="primary" shape="rounded" size="large" onClick={next} data-testid="auth-next">{t('mine.next')}</Button>
    </div>
  );
}
