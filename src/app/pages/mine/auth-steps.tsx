import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** The three steps of real-name authentication, the current one highlighted. */
export function AuthSteps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <Steps current={current} className="mine-card mine-steps" data-testid="auth-steps">
      <Steps.Step title={t('mine.auth.step1')} />
      <Steps.Step title={t('mine.auth.step2')} />
      <Steps.Step title={t('mine.auth.step3')} />
    </Steps>
  );
}
