import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from './new-password-fields.js';
import { passwordOk } from './password-rules.js';
import { checkUsername } from '../../../engine/index.js';

/** The username rule of user.setUsernameAndPwd (src/contract/rows/account.ts): a letter, then letters, digits or _, 4 to 20 in all. */

export interface SetPasswordFormProps {
  initialUsername: string;
  saving: boolean;
  onSubmit(username: string, password: string): void;
  /** Extra actions under the submit button (the "skip" of set password then login). */
  children?: ReactNode;
}

/** Username, password and its confirmation, with the engine's password rules ticked as they are met. */
export function SetPasswordForm({ initialUsername, saving, onSubmit, children }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ username?: string | null; password?: string | null; confirm?: string | null }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const usernameOk = checkUsername(username);
    const ok = passwordOk(password);
    const same = password === confirm;
    setErrors({
      username: usernameOk ? null : t('login.usernameRule'),
      password: ok ? null : t('login.passwordRulesBroken'),
      confirm: same ? null : t('login.passwordMismatch'),
    });
    if (!usernameOk || !ok || !same || saving) return;
    onSubmit(username.trim(), password);
  };

  return (
    <form className="login-form mo-card" onSubmit={submit} noValidate data-testid="set-password-form">
      <div className={`login-field${errors.username ? ' login-field--invalid' : ''}`}>
        <label className="login-field__label" htmlFor="set-username">{t('login.username')}</label>
        <input
          id="set-username"
          className="mo-input"
          data-testid="set-username"
          autoComplete="username"
          maxLength={20}
          placeholder={t('login.usernamePlaceholder')}
          value={username}
          aria-invalid={errors.username ? true : undefined}
          onChange={(event) => {
            setUsername(event.target.value);
            if (checkUsername(event.target.value)) setErrors((current) => ({ ...current, username: null }));
          }}
        />
        {errors.username ? <div className="mo-field-error" role="alert" data-testid="set-username-error">{errors.username}</div> : null}
      </div>
      <NewPasswordFields
        idPrefix="set"
        password={password}
        confirm={confirm}
        errors={errors}
        onPassword={setPassword}
        onConfirm={setConfirm}
        onFixed={(field) => setErrors((current) => ({ ...current, [field]: null }))}
      />
      <Button block color="primary" shape="rounded" size="large" type="submit" loading={saving} data-testid="set-submit">
        {t('login.setSubmit')}
      </Button>
      {children}
    </form>
  );
}
