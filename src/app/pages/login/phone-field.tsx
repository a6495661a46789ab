import { useTranslation } from 'react-i18next';
import { PHONE_AREA_CODES, type PhoneAreaCode } from '../../../engine/index.js';

export interface PhoneFieldProps {
  /** Prefix of the element ids and test ids (`<prefix>-phone`, `<prefix>-area-code`, `<prefix>-phone-error`). */
  prefix: string;
  areaCode: PhoneAreaCode;
  phone: string;
  error: string | null;
  disabled?: boolean;
  onAreaCode(areaCode: PhoneAreaCode): void;
  onPhone(phone: string): void;
  onBlur?(): void;
}

/** Area code (853, 852, 86) and mobile number, with the localised message of a bad number under it. */
export function PhoneField({ prefix, areaCode, phone, error, disabled, onAreaCode, onPhone, onBlur }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={`login-field${error ? ' login-field--invalid' : ''}`}>
      <label className="login-field__label" htmlFor={`${prefix}-phone`}>{t('login.phone')}</label>
      <div className="phone-input">
        <select
          className="phone-input__code"
          aria-label={t('login.areaCode')}
          data-testid={`${prefix}-area-code`}
          value={areaCode}
          disabled={disabled}
          onChange={(event) => onAreaCode(event.target.value as PhoneAreaCode)}
        >
          {PHONE_AREA_CODES.map((option) => (
            <option key={option} value={option}>+{option}</option>
          ))}
        </select>
        <input
          id={`${prefix}-phone`}
          className="mo-input phone-input__number"
          data-testid={`${prefix}-phone`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder={t('login.phonePlaceholder')}
          value={phone}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${prefix}-phone-error` : undefined}
          onChange={(event) => onPhone(event.target.value.replace(/\s/g, ''))}
          onBlur={onBlur}
        />
      </div>
      {error ? <div className="mo-field-error" id={`${prefix}-phone-error`} role="alert" data-testid={`${prefix}-phone-error`}>{error}</div> : null}
    </div>
  );
}
