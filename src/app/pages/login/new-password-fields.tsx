import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field.js';
import { passwordOk, PasswordRules } from './password-rules.js';

export interface NewPasswordFieldsProps {
  /** Prefix of the fields' ids and test ids (`${idPrefix}-password`, `${idPrefix}-confirm`, `${idPrefix}-rules`). */
  idPrefix: string;
  password: string;
  confirm: string;
  errors: { password?: string | null; confirm?: string | null };
  onPassword(value: string): void;
  onConfirm(value: string): void;
  /** A field's error goes once what is typed is right (the password passes the rules, the repeat matches). */
  onFixed(field: 'password' | 'confirm'): void;
}

/** A new password, its live rules (the engine's checkPassword) and its repeat: set password and forgot password share it. */
export function NewPasswordFields({ idPrefix, password, confirm, errors, onPassword, onConfirm, onFixed }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={t('login.newPassword')}
        value={password}
        error={errors.password ?? null}
        autoComplete="new-password"
        placeholder={t('login.newPasswordPlaceholder')}
        onChange={(value) => {
          onPassword(value);
          if (passwordOk(value)) onFixed('password');
        }}
      />
      <PasswordRules password={password} testId={`${idPrefix}-rules`} />
      <PasswordField
        id={`${idPrefix}-confirm`}
        label={t('login.confirmPassword')}
        value={confirm}
        error={errors.confirm ?? null}
        autoComplete="new-password"
        placeholder={t('login.confirmPasswordPlaceholder')}
        onChange={(value) => {
          onConfirm(value);
          if (value === password) onFixed('confirm');
        }}
      />
    </>
  );
}
