import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ClaimLocate } from '../../../contract/rows/claims.js';
import { useCall } from '../../components/use-call.js';
import { RestoredNote } from '../../drafts/restored-note.js';
import { useKeptValues } from '../../drafts/use-kept-values.js';
import { checkInfo } from './claim-rules.js';

const REGIONS = ['macao', 'greaterChina', 'asia', 'europe', 'americas', 'oceania', 'other'];

export interface ClaimInfoFormProps {
  /** The claim being filed: what is typed is kept on the device under it. */
  claimId: string | null;
  /** The policy's product: without a claim yet, only the places where its cover applies are offered (all when unknown). */
  productCode: string | null;
  formData: Record<string, unknown>;
  /** The fields the claim type needs (the rest may be left empty). */
  required: readonly string[];
  /** The field a refused submit or save named: marked and scrolled to. */
  missingField: string | null;
  saving: boolean;
  onBack(): void;
  onNext(formData: Record<string, unknown>): void;
  onEdit(formData: Record<string, unknown>): void;
}

const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** The claim's info: place (claim.getClaimLocateList, where the policy's cover applies), what happened, amount claimed and the payee's bank account. */
export function ClaimInfoForm({ claimId, productCode, formData, required, missingField, saving, onBack, onNext, onEdit }: ClaimInfoFormProps) {
  const { t } = useTranslation();
  // The claim's own policy decides the places (a trip's chosen area, a car policy's Macao); before a draft exists, its product.
  const locates = useCall('claim.getClaimLocateList', claimId ? { claimId } : productCode ? { productCode } : {});
  const kept = useKeptValues<Record<string, string>>('claim', claimId, () => Object.fromEntries(
    ['locateCode', 'description', 'amount', 'bankName', 'bankAccount', 'accountHolder'].map((field) => [field, asText(formData[field])]),
  ));
  const { values, setValues } = kept;
  const [problems, setProblems] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!missingField) return;
    setProblems((current) => ({ ...current, [missingField]: current[missingField] ?? t('claims.errors.missing') }));
    const field = form.current?.querySelector<HTMLElement>(`[name="${missingField}"]`);
    field?.scrollIntoView?.({ block: 'center' });
    field?.focus();
  }, [missingField, t]);

  const grouped = useMemo(() => {
    const items: ClaimLocate[] = locates.load.state === 'done' ? locates.load.data.items : [];
    return REGIONS.map((region) => ({ region, items: items.filter((item) => item.region === region) })).filter((group) => group.items.length > 0);
  }, [locates.load]);

  const change = (field: string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => {
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });
  };
  const next = () => {
    const found = checkInfo(values, required);
    const texts = Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, t(problem.key, problem.values)]));
    setProblems(texts);
    if (Object.keys(texts).length > 0) {
      onEdit(values);
      return;
    }
    onNext(values);
  };

  const label = (field: string) => (
    <label className="claims-field__label" htmlFor={`claim-${field}`}>
      {t(`claims.fields.${field}`)}
      {required.includes(field) ? <span className="claims-field__star" aria-hidden="true">*</span> : null}
    </label>
  );
  const problem = (field: string) => (problems[field] ? <p className="claims-field__error" data-testid={`claim-${field}-error`}>{problems[field]}</p> : null);
  const input = (field: string, props: { inputMode?: 'decimal' | 'numeric' | 'text'; placeholder?: string; maxLength?: number } = {}) => (
    <div className={`claims-field${problems[field] ? ' claims-field--bad' : ''}`}>
      {label(field)}
      <input
        id={`claim-${field}`}
        name={field}
        data-testid={`claim-${field}`}
        className="claims-input"
        value={values[field] ?? ''}
        onChange={(event) => change(field, event.target.value)}
        {...props}
      />
      {problem(field)}
    </div>
  );

  return (
    <form ref={form} className="claims-form" noValidate onSubmit={(event) => { event.preventDefault(); next(); }}>
      {kept.restored ? <RestoredNote text={t('order.kept.restored')} /> : null}
      <section className="claims-card">
        <h2 className="claims-card__title">{t('claims.info.incident')}</h2>
        <div className={`claims-field${problems.locateCode ? ' claims-field--bad' : ''}`}>
          {label('locateCode')}
          <select
            id="claim-locateCode"
            name="locateCode"
            data-testid="claim-locateCode"
            className="claims-input claims-select"
            value={values.locateCode ?? ''}
            onChange={(event) => change('locateCode', event.target.value)}
          >
            <option value="">{t('claims.info.choosePlace')}</option>
            {grouped.map((group) => (
              <optgroup key={group.region} label={t(`claims.regions.${group.region}`)}>
                {group.items.map((item) => <option key={item.code} value={item.code}>{item.name}</option>)}
              </optgroup>
            ))}
          </select>
          {problem('locateCode')}
        </div>
        <div className={`claims-field${problems.description ? ' claims-field--bad' : ''}`}>
          {label('description')}
          <textarea
            id="claim-description"
            name="description"
            data-testid="claim-description"
            className="claims-input claims-textarea"
            rows={5}
            maxLength={1000}
            placeholder={t('claims.info.descriptionHint')}
            value={values.description ?? ''}
            onChange={(event) => change('description', event.target.value)}
          />
          <span className="claims-field__count">{(values.description ?? '').trim().length} / 1000</span>
          {problem('description')}
        </div>
        {input('amount', { inputMode: 'decimal', placeholder: '0.00' })}
      </section>
      <section className="claims-card">
        <h2 className="claims-card__title">{t('claims.info.payee')}</h2>
        {input('bankName', { maxLength: 100 })}
        {input('bankAccount', { inputMode: 'numeric', maxLength: 30 })}
        {input('accountHolder', { maxLength: 60 })}
      </section>
      <div className="action-bar">
        <Button shape="rounded" onClick={onBack} data-testid="claim-info-back">{t('claims.back')}</Button>
        <Button color="primary" shape="rounded" type="submit" loading={saving} data-testid="claim-info-next">{t('claims.next')}</Button>
      </div>
    </form>
  );
}
