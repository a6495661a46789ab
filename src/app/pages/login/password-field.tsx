import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string | null;
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
  onChange(value: string): void;
}

/** A password input with a show/hide switch; what was typed is never cleared by a refusal. */
export function PasswordField({ id, label, value, error, autoComplete, placeholder, onChange }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className={`login-field${error ? ' login-field--invalid' : ''}`}>
      <label className="login-field__label" htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          className="mo-input password-input__value"
          data-testid={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          maxLength={20}
          placeholder={placeholder ?? t('login.passwordPlaceholder')}
          value={value}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-pressed={visible}
          aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('login.hide') : t('login.show')}
        </button>
      </div>
      {error ? <div className="mo-field-error" role="alert" data-testid={`${id}-error`}>{error}</div> : null}
    </div>
  );
}
