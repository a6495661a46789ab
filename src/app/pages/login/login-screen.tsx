import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Tabs, Toast } from 'antd-mobile';
import { Trans, useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../contract/index.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { useLoginReturn } from '../../session/use-login-return.js';
import { CaptchaField } from './captcha-field.js';
import { PasswordField } from './password-field.js';
import { PhoneField } from './phone-field.js';
import { usePhoneEntry } from './use-phone-entry.js';
import { SmsCodeField } from './sms-code-field.js';
import { useCountdown } from './use-countdown.js';
import { useLoginMachine } from './use-login-machine.js';
import '../../styles/login.css';

/** Seconds before another code may be requested when the server does not say (spec: 60 s countdown). */
export const RESEND_SECONDS = 60;
const SMS_CODE = /^\d{6}$/;
const CAPTCHA_CODE = /^[A-Za-z0-9]{4,8}$/;

type Tab = 'sms' | 'password';

/**
 * The login screen (docs/spec/storefront-spec.md#2-screens-and-routes: login, login/smsCode, login/loginPwd), driven by the login machine
 * (flows/login.machine.ts): SMS code or password, switched by tabs. Responses (docs/spec/storefront-spec.md#4-states-and-transitions): T00009
 * (or data.hideRecommender) hides the recommender; T01002 with tipType T shows the server's notice and
 * stores no token (with data.captchaRequired the password form asks for a picture code from then on);
 * otherwise the token is stored and the login callback opens once (else the mine tab).
 */
export function LoginScreen({ mode }: { mode: Tab }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const loginReturn = useLoginReturn();
  const countdown = useCountdown();
  const { start } = countdown;
  const onCodeSent = useCallback((resendAfter: number) => {
    start(resendAfter > 0 ? resendAfter : RESEND_SECONDS);
    Toast.show({ content: t('login.codeSent'), position: 'top' });
  }, [start, t]);
  const [snapshot, send] = useLoginMachine(mode, { onCodeSent });
  const { context } = snapshot;

  const phoneEntry = usePhoneEntry();
  const { areaCode, phone } = phoneEntry;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [recommender, setRecommender] = useState('');
  const [captcha, setCaptcha] = useState<{ id: string; image: string } | null>(null);
  const [captchaCode, setCaptchaCode] = useState('');
  const [captchaLoading, setCaptchaLoading] = useState(false);
  const [errors, setErrors] = useState<{ code?: string | null; password?: string | null; captcha?: string | null }>({});

  const submitting = snapshot.matches('submitting');
  const tab: Tab = snapshot.matches('password') || ((submitting || snapshot.matches('answered')) && context.loginType === 'password') ? 'password' : 'sms';
  const recommenderHidden = context.recommenderHidden;

  const loadCaptcha = useCallback(async () => {
    setCaptchaLoading(true);
    const result = await api.call('user.captchaImage');
    setCaptchaLoading(false);
    setCaptchaCode('');
    if (result !== false) setCaptcha({ id: result.captchaId, image: result.image });
  }, [api]);

  // A picture code is spent by every check, right or wrong: after each refused password login, a new one.
  const wasSubmitting = useRef(false);
  useEffect(() => {
    const ended = wasSubmitting.current && !submitting;
    wasSubmitting.current = submitting;
    if (context.captchaRequired && (ended || captcha === null) && snapshot.status === 'active') void loadCaptcha();
  }, [submitting, context.captchaRequired]);



  const done = snapshot.matches('done');
  useEffect(() => {
    if (!done || !context.token) return;
    Toast.show({ content: t('login.success'), position: 'top' });
    loginReturn(context.token, context.user as unknown as UserInfo | null);
  }, [done]);

  const requestCode = () => {
    if (countdown.left > 0 || !snapshot.matches({ sms: 'editing' }) || !phoneEntry.validate()) return;
    send({ type: 'SEND_CODE', areaCode, phone });
  };

  const submitSms = (event: FormEvent) => {
    event.preventDefault();
    const phoneOk = phoneEntry.validate();
    const codeOk = SMS_CODE.test(code.trim());
    setErrors((current) => ({ ...current, code: codeOk ? null : t('login.badCode') }));
    // Taken while the code is being sent too: the SMS can arrive before its request has answered.
    if (!phoneOk || !codeOk || !snapshot.matches('sms')) return;
    send({
      type: 'SUBMIT_SMS', areaCode, phone, smsCode: code.trim(),
      ...(!recommenderHidden && recommender.trim() ? { recommender: recommender.trim() } : {}),
    });
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    const phoneOk = phoneEntry.validate();
    const passwordOk = password.length > 0;
    const captchaOk = !context.captchaRequired || (captcha !== null && CAPTCHA_CODE.test(captchaCode));
    setErrors((current) => ({
      ...current,
      password: passwordOk ? null : t('login.passwordRequired'),
      captcha: captchaOk ? null : t('login.captchaRequired'),
    }));
    if (!phoneOk || !passwordOk || !captchaOk || !snapshot.matches({ password: 'editing' })) return;
    send({
      type: 'SUBMIT_PASSWORD', areaCode, phone, password,
      ...(context.captchaRequired && captcha ? { captchaId: captcha.id, captchaCode } : {}),
    });
  };

  const phoneField = (prefix: string) => (
    <PhoneField
      prefix={prefix}
      {...phoneEntry.field}
    />
  );

  return (
    <div className="page page--login">
      <div className="login-head">
        <h2 className="login-head__title">{t(tab === 'sms' ? 'login.title' : 'login.passwordTitle')}</h2>
        <p className="login-head__subtitle">{t(tab === 'sms' ? 'login.subtitle' : 'login.passwordSubtitle')}</p>
      </div>
      <div className="login-card mo-card">
        <Tabs
          className="login-tabs"
          activeKey={tab}
          onChange={(key) => {
            if (key === tab) return;
            send({ type: key === 'password' ? 'USE_PASSWORD' : 'USE_SMS' });
          }}
        >
          <Tabs.Tab title={t('login.tabSms')} key="sms" />
          <Tabs.Tab title={t('login.tabPassword')} key="password" />
        </Tabs>
        {tab === 'sms' ? (
          <form className="login-form" onSubmit={submitSms} noValidate data-testid="sms-form">
            {phoneField('sms')}
            <SmsCodeField
              prefix="sms"
              code={code}
              error={errors.code ?? null}
              countdown={countdown.left}
              sending={snapshot.matches({ sms: 'sendingCode' })}
              onCode={setCode}
              onGetCode={requestCode}
            />
            {!recommenderHidden ? (
              <div className="login-field" data-testid="sms-recommender-field">
                <label className="login-field__label" htmlFor="sms-recommender">{t('login.recommender')}</label>
                <input
                  id="sms-recommender"
                  className="mo-input"
                  maxLength={40}
                  placeholder={t('login.recommenderPlaceholder')}
                  value={recommender}
                  onChange={(event) => setRecommender(event.target.value)}
                />
              </div>
            ) : null}
            <Button block color="primary" shape="rounded" size="large" type="submit" loading={submitting} data-testid="sms-submit">
              {t('login.submit')}
            </Button>
          </form>
        ) : (
          <form className="login-form" onSubmit={submitPassword} noValidate data-testid="password-form">
            {phoneField('pwd')}
            <PasswordField
              id="pwd-password"
              label={t('login.password')}
              value={password}
              error={errors.password}
              autoComplete="current-password"
              onChange={(value) => {
                setPassword(value);
                if (value) setErrors((current) => ({ ...current, password: null }));
              }}
            />
            {context.captchaRequired ? (
              <CaptchaField
                image={captcha?.image ?? null}
                code={captchaCode}
                error={errors.captcha ?? null}
                loading={captchaLoading}
                onCode={(value) => {
                  setCaptchaCode(value);
                  if (CAPTCHA_CODE.test(value)) setErrors((current) => ({ ...current, captcha: null }));
                }}
                onRefresh={() => void loadCaptcha()}
              />
            ) : null}
            <Button block color="primary" shape="rounded" size="large" type="submit" loading={submitting} data-testid="pwd-submit">
              {t('login.submit')}
            </Button>
            <div className="login-links">
              <button type="button" className="login-link" data-testid="pwd-forgot" onClick={() => navigate(paths.forgotPwd())}>
                {t('login.forgot')}
              </button>
              <button type="button" className="login-link" onClick={() => send({ type: 'USE_SMS' })}>
                {t('login.useSmsInstead')}
              </button>
            </div>
          </form>
        )}
        <p className="login-form__agreement" data-testid="login-agreement">
          {/* The terms and the privacy policy named here are links to read them before agreeing. */}
          <Trans
            i18nKey="login.agreement"
            components={{
              terms: <button type="button" className="login-link" data-testid="login-terms" onClick={() => navigate(paths.mineAgreements())} />,
              privacy: <button type="button" className="login-link" data-testid="login-privacy" onClick={() => navigate(paths.mineAgreements())} />,
            }}
          />
        </p>
      </div>
    </div>
  );
}
