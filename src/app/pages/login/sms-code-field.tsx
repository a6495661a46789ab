import { useTranslation } from 'react-i18next';

export interface SmsCodeFieldProps {
  /** Prefix of the ids and test ids (`<prefix>-code`, `<prefix>-get-code`). */
  prefix: string;
  code: string;
  error: string | null;
  /** Seconds before another code may be asked for (0: now). */
  countdown: number;
  sending: boolean;
  onCode(code: string): void;
  onGetCode(): void;
}

/** The 6-digit SMS code with its "get code" button and the resend countdown. */
export function SmsCodeField({ prefix, code, error, countdown, sending, onCode, onGetCode }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={`login-field${error ? ' login-field--invalid' : ''}`}>
      <label className="login-field__label" htmlFor={`${prefix}-code`}>{t('login.code')}</label>
      <div className="code-input">
        <input
          id={`${prefix}-code`}
          className="mo-input code-input__value"
          data-testid={`${prefix}-code`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('login.codePlaceholder')}
          value={code}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onCode(event.target.value.replace(/\D/g, ''))}
        />
        <button
          type="button"
          className="code-input__button"
          data-testid={`${prefix}-get-code`}
          disabled={countdown > 0 || sending}
          onClick={onGetCode}
        >
          {countdown > 0 ? t('login.resendIn', { seconds: countdown }) : t('login.getCode')}
        </button>
      </div>
      {error ? <div className="mo-field-error" role="alert" data-testid={`${prefix}-code-error`}>{error}</div> : null}
    </div>
  );
}
