import { useTranslation } from 'react-i18next';
import { checkPassword, KEYBOARD_RUN, PASSWORD_LENGTH, REPEAT_LIMIT } from '../../../engine/index.js';

/** The engine's password rules (checkPassword) in the order shown; several failures share one line. */
const RULES = [
  { key: 'length', failures: ['length'] },
  { key: 'mix', failures: ['digit', 'lower', 'upper', 'special'] },
  { key: 'repeat', failures: ['repeat'] },
  { key: 'keyboard', failures: ['keyboard'] },
  { key: 'groups', failures: ['groups'] },
] as const;

/** Whether a password passes every rule of the engine. */
export function passwordOk(password: string): boolean {
  return checkPassword(password).ok;
}

/** The password rules, each ticked or crossed as the user types (docs/spec/storefront-spec.md#5-validation-rules and #9-business-constants-and-limits). */
export function PasswordRules({ password, testId }: { password: string; testId: string }) {
  const { t } = useTranslation();
  const { failures } = checkPassword(password);
  const values = { min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max, repeat: REPEAT_LIMIT, run: KEYBOARD_RUN };
  return (
    <ul className="password-rules" data-testid={testId} aria-live="polite">
      {RULES.map((rule) => {
        const met = password.length > 0 && !rule.failures.some((failure) => (failures as readonly string[]).includes(failure));
        return (
          <li key={rule.key} className={`password-rules__item${met ? ' password-rules__item--met' : ''}`} data-met={met} data-rule={rule.key}>
            <span className="password-rules__mark" aria-hidden="true">{met ? '✓' : '•'}</span>
            {t(`login.rule.${rule.key}`, values)}
          </li>
        );
      })}
    </ul>
  );
}
