import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { FormData } from '../../../../flows/index.js';
import { jsonFormats } from '../../../engine/index.js';
import { RestoredNote } from '../../drafts/restored-note.js';
import { useKeptValues } from '../../drafts/use-kept-values.js';

/** The form fields that hold the policy holder, by product (TPS calls it policyHolderInfo). */
const HOLDER_KEYS = ['holderInfo', 'policyHolderInfo'] as const;
const MAIL_MAX = 100;
const ADDRESS_MAX = 200;

type Holder = Record<string, unknown>;

/** The holder object of a form and its key, if the form has one. */
export function holderOf(formData: FormData): { key: string; holder: Holder } | null {
  for (const key of HOLDER_KEYS) {
    const value = formData[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) return { key, holder: value as Holder };
  }
  return null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface RenewalContactFormProps {
  /** The policy being renewed: the details typed here are kept on the device under it. */
  policyOrderId: string;
  /** The form copied from the policy for the new term. */
  offerForm: FormData;
  /** The changes already confirmed (kept by the machine when a save fails). */
  changes: FormData;
  busy: boolean;
  onConfirm(changes: FormData): void;
}

/**
 * The details that may change for the new term: the holder's e-mail and address (renewal.updateAndSaveMts
 * replaces the top-level holder field). Bad input is refused here with a localised message, nothing typed
 * is lost, and only changed details are sent.
 */
export function RenewalContactForm({ policyOrderId, offerForm, changes, busy, onConfirm }: RenewalContactFormProps) {
  const { t } = useTranslation();
  const found = holderOf(offerForm);
  const changed = found ? (changes[found.key] as Holder | undefined) : undefined;
  const kept = useKeptValues('renewal', policyOrderId, () => ({
    mail: text(changed?.mail ?? found?.holder.mail),
    address: text(changed?.address ?? found?.holder.address),
  }));
  const { mail, address } = kept.values;
  const setMail = (value: string) => kept.setValues((current) => ({ ...current, mail: value }));
  const setAddress = (value: string) => kept.setValues((current) => ({ ...current, address: value }));
  const [errors, setErrors] = useState<{ mail?: string; address?: string }>({});
  const hasMail = found !== null && 'mail' in found.holder;
  const hasAddress = found !== null && 'address' in found.holder;

  const confirm = () => {
    if (!found) {
      onConfirm({});
      return;
    }
    const next: { mail?: string; address?: string } = {};
    const mailValue = mail.trim();
    const addressValue = address.trim();
    if (hasMail) {
      if (mailValue === '') next.mail = t('renewal.mailRequired');
      else if (mailValue.length > MAIL_MAX || !jsonFormats.email.test(mailValue)) next.mail = t('renewal.mailInvalid');
    }
    if (hasAddress) {
      if (addressValue === '') next.address = t('renewal.addressRequired');
      else if (addressValue.length > ADDRESS_MAX) next.address = t('renewal.addressTooLong', { max: ADDRESS_MAX });
    }
    setErrors(next);
    if (next.mail || next.address) return;
    const holder: Holder = { ...found.holder };
    if (hasMail) holder.mail = mailValue;
    if (hasAddress) holder.address = addressValue;
    const same = holder.mail === found.holder.mail && holder.address === found.holder.address;
    onConfirm(same ? {} : { [found.key]: holder });
  };

  return (
    <>
      {hasMail || hasAddress ? (
        <section className="section">
          <h3 className="section__title">{t('renewal.contactTitle')}</h3>
          {kept.restored ? <RestoredNote text={t('order.kept.restored')} /> : null}
          <div className="renewal-form">
            {hasMail ? (
              <label className="renewal-field" htmlFor="renewal-mail">
                <span className="renewal-field__label">{t('renewal.mail')}</span>
                <input
                  id="renewal-mail" className="mo-input renewal-field__input" data-testid="renewal-mail" type="email" autoComplete="email"
                  value={mail} maxLength={MAIL_MAX} aria-invalid={errors.mail ? true : undefined} onChange={(event) => setMail(event.target.value)}
                />
                {errors.mail ? <span className="renewal-field__error" role="alert" data-testid="renewal-mail-error">{errors.mail}</span> : null}
              </label>
            ) : null}
            {hasAddress ? (
              <label className="renewal-field" htmlFor="renewal-address">
                <span className="renewal-field__label">{t('renewal.address')}</span>
                <input
                  id="renewal-address" className="mo-input renewal-field__input" data-testid="renewal-address" autoComplete="street-address"
                  value={address} maxLength={ADDRESS_MAX} aria-invalid={errors.address ? true : undefined} onChange={(event) => setAddress(event.target.value)}
                />
                {errors.address ? <span className="renewal-field__error" role="alert" data-testid="renewal-address-error">{errors.address}</span> : null}
              </label>
            ) : null}
          </div>
        </section>
      ) : null}
      <div className="action-bar">
        <Button color="primary" shape="rounded" size="large" className="action-bar__button" data-testid="renewal-confirm" loading={busy} disabled={busy} onClick={confirm}>
          {t('renewal.confirm')}
        </Button>
      </div>
    </>
  );
}
