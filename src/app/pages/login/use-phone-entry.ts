/**
 * The phone number of a login page: area code and number, normalised with the engine's normalizePhone
 * (`+853 6677-0003` is `66770003`, as the gateway reads it) and checked with its checkPhone. A bad
 * number gets the localised message of its area code; a corrected one loses it as it is typed (not on
 * the blur of the next tap). The login, forgot-password and set-password-then-login pages share it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPhone, DEFAULT_PHONE_AREA_CODE, normalizePhone, type PhoneAreaCode } from '../../../engine/index.js';
import type { PhoneFieldProps } from './phone-field.js';

export interface PhoneEntry {
  areaCode: PhoneAreaCode;
  /** The number as the gateway reads it: normalised (spaces, hyphens, area code and trunk zero dropped). */
  phone: string;
  /** Checks the number, showing or clearing its message; true when good. */
  validate(): boolean;
  /** What <PhoneField> takes besides its prefix. */
  field: Omit<PhoneFieldProps, 'prefix'>;
}

export function usePhoneEntry(): PhoneEntry {
  const { t } = useTranslation();
  const [areaCode, setAreaCode] = useState<PhoneAreaCode>(DEFAULT_PHONE_AREA_CODE);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validate = (): boolean => {
    const ok = checkPhone(areaCode, normalizePhone(areaCode, phone));
    setError(ok ? null : t(`validation.phone.${areaCode}`));
    return ok;
  };
  return {
    areaCode,
    phone: normalizePhone(areaCode, phone),
    validate,
    field: {
      areaCode,
      phone,
      error,
      onAreaCode: (value) => {
        setAreaCode(value);
        setError(null);
      },
      onPhone: (typed) => {
        setPhone(typed);
        if (error && checkPhone(areaCode, normalizePhone(areaCode, typed))) setError(null);
      },
      onBlur: () => { if (phone) validate(); },
    },
  };
}
