import { useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import carInfoSchema from '../../../../schemas/shared/car-info.json';
import { checkName, checkPhone, DEFAULT_PHONE_AREA_CODE, normalizePlate, PHONE_AREA_CODES, type PhoneAreaCode } from '../../../engine/index.js';
import type { EndorsementChange, EndorsementValue } from '../../../../flows/index.js';
import { RestoredNote } from '../../drafts/restored-note.js';
import { useKeptValues } from '../../drafts/use-kept-values.js';
import { fieldLabel, fieldName, sameValue } from './endorsement-values.js';

type Values = Record<string, string>;

/** The schema's own rules for the vehicle fields (never re-typed here). */
const CAR = carInfoSchema.properties;
const MOTOR_CODE = new RegExp(CAR.motorCode.pattern);
const BODY_CODE = new RegExp(CAR.carBodyCode.pattern);
const USER_TYPES = CAR.carUserType.oneOf.map((option) => option.const);
const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Phone { code: PhoneAreaCode; number: string }

function phoneOf(value: unknown): Phone {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const code = (PHONE_AREA_CODES as readonly string[]).includes(String(record.code)) ? (String(record.code) as PhoneAreaCode) : '853';
  return { code, number: typeof record[code] === 'string' ? (record[code] as string) : '' };
}

/** What the inputs hold for a value of the form (a phone as "code|number"). */
function toInput(name: string, value: unknown): string {
  if (name === 'mobilePhoneNo') {
    const phone = phoneOf(value);
    return `${phone.code}|${phone.number}`;
  }
  return value === undefined || value === null ? '' : String(value);
}

/** The form's value for what the input holds (a phone back to { code, [code]: number }). */
function fromInput(name: string, text: string): EndorsementValue {
  if (name === 'mobilePhoneNo') {
    const [typed = '', number = ''] = text.split('|');
    const code = PHONE_AREA_CODES.find((known) => known === typed) ?? DEFAULT_PHONE_AREA_CODE;
    return { code, [code]: number };
  }
  if (name === 'motorSize') return text.trim() === '' ? text : Number(text);
  if (name === 'carCode') return normalizePlate(text) ?? text;
  return text.trim();
}

/** The i18n key of what is wrong with a changed value, or null. */
function problemOf(name: string, text: string): string | null {
  const value = text.trim();
  switch (name) {
    case 'mobilePhoneNo': {
      const [code = '853', number = ''] = text.split('|');
      return checkPhone(code as PhoneAreaCode, number) ? null : 'policy.endt.invalid.phone';
    }
    case 'mail': return MAIL.test(value) && value.length <= 200 ? null : 'policy.endt.invalid.mail';
    case 'address': return value.length > 0 && value.length <= 200 ? null : 'policy.endt.invalid.address';
    case 'englishName': return checkName(value, 'en') ? null : 'policy.endt.invalid.englishName';
    case 'chineseName': return checkName(value, 'zh') ? null : 'policy.endt.invalid.chineseName';
    // The gateway checks the Portuguese name's characters (pt-name); its refusal keeps the input.
    case 'portugueseName': return value.length >= 2 && value.length <= 60 ? null : 'policy.endt.invalid.portugueseName';
    case 'carCode': return normalizePlate(value) ? null : 'policy.endt.invalid.carCode';
    case 'motorCode': return MOTOR_CODE.test(value) ? null : 'policy.endt.invalid.motorCode';
    case 'carBodyCode': return BODY_CODE.test(value) ? null : 'policy.endt.invalid.carBodyCode';
    case 'motorSize': {
      const size = Number(value);
      return value !== '' && Number.isInteger(size) && size >= CAR.motorSize.minimum && size <= CAR.motorSize.maximum ? null : 'policy.endt.invalid.motorSize';
    }
    case 'carUserType': return USER_TYPES.includes(value) ? null : 'policy.endt.invalid.carUserType';
    default: return value.length <= 200 ? null : 'policy.endt.invalid.generic';
  }
}

export interface EndorsementFieldsProps {
  /** The policy and kind of change: what is typed is kept on the device under it. */
  keptId: string;
  fields: readonly string[];
  currentValues: Record<string, unknown>;
  /** Changes entered before (kept through a refusal or a step back). */
  changes: readonly EndorsementChange[];
  busy?: boolean;
  onSubmit(changes: EndorsementChange[]): void;
  onBack?(): void;
}

/**
 * The endorsable fields of the policy (endt.check's paths), pre-filled with the policy's current values
 * and any change entered before; only the values that differ are sent, each checked with the engine's rules.
 */
export function EndorsementFields({ keptId, fields, currentValues, changes, busy = false, onSubmit, onBack }: EndorsementFieldsProps) {
  const { t } = useTranslation();
  const kept = useKeptValues<Values>('endorsement', keptId, () => Object.fromEntries(fields.map((path) => {
    const entered = changes.find((change) => change.field === path);
    return [path, toInput(fieldName(path), entered ? entered.value : currentValues[path])];
  })));
  const { values, setValues } = kept;
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [nothing, setNothing] = useState(false);

  const set = (path: string, text: string) => {
    setValues((before) => ({ ...before, [path]: text }));
    setProblems((before) => {
      const { [path]: _dropped, ...rest } = before;
      return rest;
    });
    setNothing(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const changed: EndorsementChange[] = [];
    for (const path of fields) {
      const name = fieldName(path);
      const text = values[path] ?? '';
      if (sameValue(fromInput(name, text), currentValues[path])) continue;
      const problem = problemOf(name, text);
      if (problem) found[path] = problem;
      else changed.push({ field: path, value: fromInput(name, text) });
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (changed.length === 0) {
      setNothing(true);
      return;
    }
    onSubmit(changed);
  };

  return (
    <form className="endt-form mo-card" onSubmit={submit} noValidate data-testid="endt-form">
      {kept.restored ? <RestoredNote text={t('order.kept.restored')} /> : null}
      {fields.map((path) => {
        const name = fieldName(path);
        const id = `endt-${path.replace(/\./g, '-')}`;
        const problem = problems[path];
        const text = values[path] ?? '';
        const changed = !sameValue(fromInput(name, text), currentValues[path]);
        return (
          <div key={path} className={`login-field${problem ? ' login-field--invalid' : ''}`}>
            <label className="login-field__label" htmlFor={id}>
              {fieldLabel(t, path)}
              {changed ? <span className="endt-form__changed">{t('policy.endt.changed')}</span> : null}
            </label>
            {name === 'mobilePhoneNo' ? (
              <div className="phone-input">
                <select className="phone-input__code" aria-label={t('policy.endt.areaCode')} value={text.split('|')[0]}
                  onChange={(event) => set(path, `${event.target.value}|${text.split('|')[1] ?? ''}`)}>
                  {PHONE_AREA_CODES.map((code) => <option key={code} value={code}>+{code}</option>)}
                </select>
                <input id={id} data-testid={id} className="mo-input phone-input__number" type="tel" inputMode="numeric" maxLength={11}
                  value={text.split('|')[1] ?? ''} aria-invalid={problem ? true : undefined}
                  onChange={(event) => set(path, `${text.split('|')[0] ?? '853'}|${event.target.value.replace(/\s/g, '')}`)} />
              </div>
            ) : name === 'carUserType' ? (
              <select id={id} data-testid={id} className="mo-input endt-form__select" value={text} onChange={(event) => set(path, event.target.value)}>
                {USER_TYPES.map((code) => <option key={code} value={code}>{t(`dict.carUserType.${code}`)}</option>)}
              </select>
            ) : name === 'address' ? (
              <textarea id={id} data-testid={id} className="mo-input endt-form__textarea" rows={3} maxLength={200} value={text}
                aria-invalid={problem ? true : undefined} onChange={(event) => set(path, event.target.value)} />
            ) : (
              <input id={id} data-testid={id} className="mo-input" value={text} aria-invalid={problem ? true : undefined}
                type={name === 'mail' ? 'email' : 'text'} inputMode={name === 'motorSize' ? 'numeric' : undefined} maxLength={name === 'motorSize' ? 4 : 60}
                autoCapitalize={name === 'englishName' || name === 'carCode' ? 'characters' : undefined}
                onChange={(event) => set(path, event.target.value)} />
            )}
            {problem ? <span className="endt-form__error" role="alert" data-testid={`${id}-error`}>{t(problem)}</span> : null}
          </div>
        );
      })}
      {nothing ? <p className="notice notice--error" role="alert" data-testid="endt-nothing">{t('policy.endt.nothingChanged')}</p> : null}
      <div className="endt-actions">
        <Button block type="submit" color="primary" shape="rounded" size="large" loading={busy} data-testid="endt-calc">{t('policy.endt.calculate')}</Button>
        {onBack ? <Button block shape="rounded" onClick={onBack} data-testid="endt-back">{t('policy.endt.otherType')}</Button> : null}
      </div>
    </form>
  );
}
