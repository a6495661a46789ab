import { useTranslation } from 'react-i18next';

export interface CaptchaFieldProps {
  /** The picture as a data URL (user.captchaImage), or null while it loads. */
  image: string | null;
  code: string;
  error: string | null;
  loading: boolean;
  onCode(code: string): void;
  onRefresh(): void;
}

/** The picture code the gateway asks for after repeated failed password logins, with a refresh button. */
export function CaptchaField({ image, code, error, loading, onCode, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={`login-field${error ? ' login-field--invalid' : ''}`} data-testid="captcha-field">
      <label className="login-field__label" htmlFor="login-captcha">{t('login.captcha')}</label>
      <div className="captcha-input">
        <input
          id="login-captcha"
          className="mo-input captcha-input__value"
          data-testid="login-captcha"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={8}
          placeholder={t('login.captchaPlaceholder')}
          value={code}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onCode(event.target.value.replace(/[^A-Za-z0-9]/g, ''))}
        />
        <button type="button" className="captcha-input__image" onClick={onRefresh} disabled={loading} aria-label={t('login.captchaRefresh')} data-testid="captcha-refresh">
          {image ? <img src={image} alt={t('login.captchaAlt')} data-testid="captcha-image" /> : <span>{t('login.captchaLoading')}</span>}
        </button>
      </div>
      <div className="captcha-input__hint">{t('login.captchaHint')}</div>
      {error ? <div className="mo-field-error" role="alert" data-testid="login-captcha-error">{error}</div> : null}
    </div>
  );
}
