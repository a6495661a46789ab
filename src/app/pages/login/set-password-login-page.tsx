import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../contract/index.js';
import { useLoginReturn } from '../../session/use-login-return.js';
import { useSessionStore } from '../../stores/session.store.js';
import { RESEND_SECONDS } from './login-screen.js';
import { PhoneField } from './phone-field.js';
import { usePhoneEntry } from './use-phone-entry.js';
import { SetPasswordForm } from './set-password-form.js';
import { SmsCodeField } from './sms-code-field.js';
import { useCountdown } from './use-countdown.js';
import { useLoginMachine } from './use-login-machine.js';
import '../../styles/login.css';

const SMS_CODE = /^\d{6}$/;

/**
 * Set password then login (/pages/login/setPwd/login/index), the login machine in mode setPwdThenLogin:
 * without a session the user first signs in by SMS code; then sets a username and password (or skips),
 * and goes on to where the login was going: the remembered callback opens once and is cleared (else the
 * mine tab).
 */
export function SetPasswordLoginPage() {
  const { t } = useTranslation();
  const loginReturn = useLoginReturn();
  const countdown = useCountdown();
  const { start } = countdown;
  const onCodeSent = useCallback((resendAfter: number) => {
    start(resendAfter > 0 ? resendAfter : RESEND_SECONDS);
    Toast.show({ content: t('login.codeSent'), position: 'top' });
  }, [start, t]);
  const [snapshot, send] = useLoginMachine('setPwdThenLogin', { onCodeSent });
  const { context } = snapshot;
  const storedUser = useSessionStore((state) => state.user);
  const phoneEntry = usePhoneEntry();
  const { areaCode, phone } = phoneEntry;
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ code?: string | null }>({});



  const done = snapshot.matches('done');
  useEffect(() => {
    const token = context.token ?? useSessionStore.getState().token;
    if (!done || !token) return;
    loginReturn(token, (context.user ?? useSessionStore.getState().user) as unknown as UserInfo | null);
  }, [done]);

  const submitSms = (event: FormEvent) => {
    event.preventDefault();
    const phoneOk = phoneEntry.validate();
    const codeOk = SMS_CODE.test(code.trim());
    setErrors((current) => ({ ...current, code: codeOk ? null : t('login.badCode') }));
    if (!phoneOk || !codeOk || !snapshot.matches('sms')) return;
    send({ type: 'SUBMIT_SMS', areaCode, phone, smsCode: code.trim() });
  };

  if (snapshot.matches('setPassword')) {
    return (
      <div className="page page--login">
        <div className="login-head">
          <h2 className="login-head__title">{t('login.setTitle')}</h2>
          <p className="login-head__subtitle">{t('login.setThenLoginSubtitle')}</p>
        </div>
        <SetPasswordForm
          initialUsername={(context.user as { username?: string | null } | null)?.username ?? storedUser?.username ?? ''}
          saving={snapshot.matches({ setPassword: 'saving' })}
          onSubmit={(username, password) => send({ type: 'SET_PASSWORD', username, password })}
        >
          <button type="button" className="login-link login-link--center" data-testid="set-skip" onClick={() => send({ type: 'SKIP' })}>
            {t('login.skip')}
          </button>
        </SetPasswordForm>
      </div>
    );
  }

  return (
    <div className="page page--login">
      <div className="login-head">
        <h2 className="login-head__title">{t('login.title')}</h2>
        <p className="login-head__subtitle">{t('login.setThenLoginFirst')}</p>
      </div>
      <form className="login-form mo-card" onSubmit={submitSms} noValidate data-testid="sms-form">
        <PhoneField
          prefix="sms"
          {...phoneEntry.field}
        />
        <SmsCodeField
          prefix="sms"
          code={code}
          error={errors.code ?? null}
          countdown={countdown.left}
          sending={snapshot.matches({ sms: 'sendingCode' })}
          onCode={setCode}
          onGetCode={() => {
            if (countdown.left > 0 || !snapshot.matches({ sms: 'editing' }) || !phoneEntry.validate()) return;
            send({ type: 'SEND_CODE', areaCode, phone });
          }}
        />
        <Button block color="primary" shape="rounded" size="large" type="submit" loading={snapshot.matches('submitting')} data-testid="sms-submit">
          {t('login.submit')}
        </Button>
      </form>
    </div>
  );
}
