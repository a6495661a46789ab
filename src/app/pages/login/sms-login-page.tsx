import { useState, type FormEvent } from 'react';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { checkPhone, DEFAULT_PHONE_AREA_CODE, PHONE_AREA_CODES, type PhoneAreaCode } from '../../../engine/index.js';
import { useServices } from '../../services/app-services.js';
import { useLoginReturn } from '../../session/use-login-return.js';
import { useCountdown } from './use-countdown.js';

/** Seconds before another code may be requested when the server does not say (spec: 60 s countdown). */
const RESEND_SECONDS = 60;
const SMS_CODE = /^\d{6}$/;

/**
 * SMS-code login (spec section 4, "Login responses"): area code 853/852/86 and phone, a code with a 60 s
 * resend countdown, and the login call. T01002 with tipType T shows the server's notice and stores no
 * token; T00009 hides the recommender; otherwise the token is stored and the login callback opens once.
 */
export function SmsLoginPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const loginReturn = useLoginReturn();
  const countdown = useCountdown();
  const [areaCode, setAreaCode] = useState<PhoneAreaCode>(DEFAULT_PHONE_AREA_CODE);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [recommender, setRecommender] = useState('');
  const [showRecommender, setShowRecommender] = useState(true);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'code' | 'login' | null>(null);

  const phoneValid = (): boolean => {
    const ok = checkPhone(areaCode, phone.trim());
    setPhoneError(ok ? null : t(`validation.phone.${areaCode}`));
    return ok;
  };

  const requestCode = async () => {
    if (countdown.left > 0 || busy || !phoneValid()) return;
    setBusy('code');
    const result = await api.call('user.smsCode', { areaCode, phone: phone.trim(), purpose: 'login' });
    setBusy(null);
    if (result === false) return;
    countdown.start(result.resendAfter > 0 ? result.resendAfter : RESEND_SECONDS);
    Toast.show({ content: t('login.codeSent'), position: 'top' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phoneOk = phoneValid();
    const codeOk = SMS_CODE.test(code.trim());
    setCodeError(codeOk ? null : t('login.badCode'));
    if (!phoneOk || !codeOk || busy) return;
    setBusy('login');
    const payload: Record<string, unknown> = { loginType: 'smsCode', areaCode, phone: phone.trim(), smsCode: code.trim() };
    if (showRecommender && recommender.trim()) payload.recommender = recommender.trim();
    const envelope = await api.callEnvelope('login.submit', payload);
    setBusy(null);
    if (envelope === false) return;
    if (envelope.tipCode === 'T01002' && envelope.tipType === 'T') {
      await Dialog.alert({ title: t('app.prompt'), content: envelope.tipMsg ?? '', confirmText: t('app.know') });
      return;
    }
    if (envelope.tipCode === 'T00009' || envelope.data?.hideRecommender) setShowRecommender(false);
    if (!envelope.succ || !envelope.data?.token) {
      if (envelope.tipMsg) Toast.show({ content: envelope.tipMsg, position: 'top' });
      return;
    }
    Toast.show({ content: t('login.success'), position: 'top' });
    loginReturn(envelope.data.token, envelope.data.user);
  };

  return (
    <div className="page page--login">
      <div className="login-head">
        <h2 className="login-head__title">{t('login.title')}</h2>
        <p className="login-head__subtitle">{t('login.subtitle')}</p>
      </div>
      <form className="login-form mo-card" onSubmit={(event) => void submit(event)} noValidate>
        <div className={`login-field${phoneError ? ' login-field--invalid' : ''}`}>
          <label className="login-field__label" htmlFor="sms-phone">{t('login.phone')}</label>
          <div className="phone-input">
            <select
              className="phone-input__code"
              aria-label={t('login.areaCode')}
              data-testid="sms-area-code"
              value={areaCode}
              onChange={(event) => {
                setAreaCode(event.target.value as PhoneAreaCode);
                setPhoneError(null);
              }}
            >
              {PHONE_AREA_CODES.map((option) => (
                <option key={option} value={option}>+{option}</option>
              ))}
            </select>
            <input
              id="sms-phone"
              className="mo-input phone-input__number"
              data-testid="sms-phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={11}
              placeholder={t('login.phonePlaceholder')}
              value={phone}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? 'sms-phone-error' : undefined}
              onChange={(event) => {
                const typed = event.target.value.replace(/\s/g, '');
                setPhone(typed);
                // A corrected number loses its message as it is typed, not on the blur of the next tap:
                // removing the message then moves the buttons under the finger and the tap is lost.
                if (phoneError && checkPhone(areaCode, typed)) setPhoneError(null);
              }}
              onBlur={() => { if (phone) phoneValid(); }}
            />
          </div>
          {phoneError ? <div className="mo-field-error" id="sms-phone-error" role="alert" data-testid="sms-phone-error">{phoneError}</div> : null}
        </div>

        <div className={`login-field${codeError ? ' login-field--invalid' : ''}`}>
          <label className="login-field__label" htmlFor="sms-code">{t('login.code')}</label>
          <div className="code-input">
            <input
              id="sms-code"
              className="mo-input code-input__value"
              data-testid="sms-code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('login.codePlaceholder')}
              value={code}
              aria-invalid={codeError ? true : undefined}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
            <button
              type="button"
              className="code-input__button"
              data-testid="sms-get-code"
              disabled={countdown.left > 0 || busy === 'code'}
              onClick={() => void requestCode()}
            >
              {countdown.left > 0 ? t('login.resendIn', { seconds: countdown.left }) : t('login.getCode')}
            </button>
          </div>
          {codeError ? <div className="mo-field-error" role="alert">{codeError}</div> : null}
        </div>

        {showRecommender ? (
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

        <Button block color="primary" shape="rounded" size="large" type="submit" loading={busy === 'login'} data-testid="sms-submit">
          {t('login.submit')}
        </Button>
        <p className="login-form__agreement">{t('login.agreement')}</p>
      </form>
    </div>
  );
}
