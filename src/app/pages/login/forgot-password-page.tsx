import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Button, Steps, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../contract/index.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { useLoginReturn } from '../../session/use-login-return.js';
import { RESEND_SECONDS } from './login-screen.js';
import { NewPasswordFields } from './new-password-fields.js';
import { passwordOk } from './password-rules.js';
import { PhoneField } from './phone-field.js';
import { usePhoneEntry } from './use-phone-entry.js';
import { SmsCodeField } from './sms-code-field.js';
import { useCountdown } from './use-countdown.js';
import { useLoginMachine } from './use-login-machine.js';
import '../../styles/login.css';

const SMS_CODE = /^\d{6}$/;

/**
 * Forgotten password (/pages/login/forgotPwd/index), driven by the login machine in mode forgotPwd:
 * phone and SMS code (user.smsCode purpose resetPwd), user.verify purpose resetPwd (a one-time
 * verifyToken), then the new password with the engine's rules shown as it is typed; login.resetPwd signs
 * in, the session is stored and the login callback opens once (else the mine tab).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const loginReturn = useLoginReturn();
  const countdown = useCountdown();
  const { start } = countdown;
  const onCodeSent = useCallback((resendAfter: number) => {
    start(resendAfter > 0 ? resendAfter : RESEND_SECONDS);
    Toast.show({ content: t('login.codeSent'), position: 'top' });
  }, [start, t]);
  const [snapshot, send] = useLoginMachine('forgotPwd', { onCodeSent });
  const { context } = snapshot;
  const phoneEntry = usePhoneEntry();
  const { areaCode, phone } = phoneEntry;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ code?: string | null; password?: string | null; confirm?: string | null }>({});

  const onPasswordStep = snapshot.matches({ forgot: 'newPassword' }) || snapshot.matches({ forgot: 'resetting' });


  const done = snapshot.matches('done');
  const backToPassword = snapshot.matches('password');
  useEffect(() => {
    if (done && context.token) {
      Toast.show({ content: t('login.resetDone'), position: 'top' });
      loginReturn(context.token, context.user as unknown as UserInfo | null);
    } else if (backToPassword) {
      navigate(paths.loginPwd(), { replace: true });
    }
  }, [done, backToPassword]);

  const requestCode = () => {
    if (countdown.left > 0 || !snapshot.matches({ forgot: 'editing' }) || !phoneEntry.validate()) return;
    send({ type: 'SEND_CODE', areaCode, phone });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    const phoneOk = phoneEntry.validate();
    const codeOk = SMS_CODE.test(code.trim());
    const sending = snapshot.matches({ forgot: 'sendingCode' });
    // A code being sent counts: its SMS can arrive before the request has answered.
    const sentHere = (context.codeSent || sending) && context.phone === phone && context.areaCode === areaCode;
    setErrors((current) => ({ ...current, code: !codeOk ? t('login.badCode') : !sentHere ? t('login.getCodeFirst') : null }));
    if (!phoneOk || !codeOk || !sentHere || !(sending || snapshot.matches({ forgot: 'editing' }))) return;
    send({ type: 'VERIFY', smsCode: code.trim() });
  };

  const reset = (event: FormEvent) => {
    event.preventDefault();
    const ok = passwordOk(password);
    const same = password === confirm;
    setErrors((current) => ({ ...current, password: ok ? null : t('login.passwordRulesBroken'), confirm: same ? null : t('login.passwordMismatch') }));
    if (!ok || !same || !snapshot.matches({ forgot: 'newPassword' })) return;
    send({ type: 'SET_PASSWORD', password });
  };

  return (
    <div className="page page--login">
      <div className="login-head">
        <h2 className="login-head__title">{t('login.forgotTitle')}</h2>
        <p className="login-head__subtitle">{t('login.forgotSubtitle')}</p>
      </div>
      <Steps current={onPasswordStep ? 1 : 0} className="login-steps">
        <Steps.Step title={t('login.stepVerify')} />
        <Steps.Step title={t('login.stepNewPassword')} />
      </Steps>
      {onPasswordStep ? (
        <form className="login-form mo-card" onSubmit={reset} noValidate data-testid="forgot-password-form">
          <NewPasswordFields
            idPrefix="forgot"
            password={password}
            confirm={confirm}
            errors={errors}
            onPassword={setPassword}
            onConfirm={setConfirm}
            onFixed={(field) => setErrors((current) => ({ ...current, [field]: null }))}
          />
          <Button block color="primary" shape="rounded" size="large" type="submit" loading={snapshot.matches({ forgot: 'resetting' })} data-testid="forgot-reset">
            {t('login.resetSubmit')}
          </Button>
        </form>
      ) : (
        <form className="login-form mo-card" onSubmit={verify} noValidate data-testid="forgot-verify-form">
          <PhoneField
            prefix="forgot"
            {...phoneEntry.field}
          />
          <SmsCodeField
            prefix="forgot"
            code={code}
            error={errors.code ?? null}
            countdown={countdown.left}
            sending={snapshot.matches({ forgot: 'sendingCode' })}
            onCode={setCode}
            onGetCode={requestCode}
          />
          <Button block color="primary" shape="rounded" size="large" type="submit" loading={snapshot.matches({ forgot: 'verifying' })} data-testid="forgot-next">
            {t('login.next')}
          </Button>
          <div className="login-links">
            <button type="button" className="login-link" onClick={() => navigate(paths.loginPwd())}>{t('login.backToPassword')}</button>
          </div>
        </form>
      )}
    </div>
  );
}
