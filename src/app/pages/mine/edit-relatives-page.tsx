import { useEffect, useState, type ReactNode } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SESSION_END_CODES, type EndpointRequest } from '../../../contract/index.js';
import type { IdentificationType, PhoneCode, Relative, RelativeRelation } from '../../../contract/rows/user-data.js';
import { checkPhone, normalizePhone } from '../../../engine/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { PageLoading } from '../../components/page-loading.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { writeQueueOf } from '../../services/write-queue.js';
import { SaveStateLine } from '../../components/save-state-line.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { ChoiceField, Segmented } from './choice-sheet.js';
import { PlainField } from '../../../ui/plain/plain-field.js';
import { PlainSection } from '../../../ui/plain/plain-section.js';
import { ErrorLines, FieldRow } from '../../../ui/controls/field-row.js';
import { fitsFormat, isPastDate } from './mine-shared.js';
import '../../styles/mine.css';

const ID_TYPES: readonly IdentificationType[] = ['IDCARD_MO', 'IDCARD_HK', 'IDCARD_CN'];
const ID_FORMAT: Record<IdentificationType, 'id-mo' | 'id-hk' | 'id-cn'> = { IDCARD_MO: 'id-mo', IDCARD_HK: 'id-hk', IDCARD_CN: 'id-cn' };
const RELATIONS: readonly RelativeRelation[] = ['SPOUSE', 'CHILD', 'PARENT', 'OTHER'];
const PHONE_CODES: readonly PhoneCode[] = ['853', '852', '86'];

export interface RelativeForm {
  englishName: string;
  chineseName: string;
  portugueseName: string;
  gender: '' | 'M' | 'F';
  dob: string;
  idType: IdentificationType;
  idNumber: string;
  relation: '' | RelativeRelation;
  phoneCode: PhoneCode;
  phone: string;
}

type FieldName = keyof RelativeForm;
type Errors = Partial<Record<FieldName | 'form', string>>;

const EMPTY: RelativeForm = {
  englishName: '', chineseName: '', portugueseName: '', gender: '', dob: '', idType: 'IDCARD_MO', idNumber: '', relation: '', phoneCode: '853', phone: '',
};

function fromRelative(relative: Relative): RelativeForm {
  const idType = relative.identifyNo.identificationType;
  const phoneCode = relative.mobilePhoneNo?.code ?? '853';
  return {
    englishName: relative.englishName, chineseName: relative.chineseName ?? '', portugueseName: relative.portugueseName ?? '',
    gender: relative.gender, dob: relative.dob, idType, idNumber: relative.identifyNo[idType] ?? '', relation: relative.relation,
    phoneCode, phone: relative.mobilePhoneNo?.[phoneCode] ?? '',
  };
}

/** The field of the form a gateway refusal names (data.field is the payload's dotted path). */
function fieldOfPath(path: unknown): FieldName | 'form' {
  if (typeof path !== 'string') return 'form';
  const head = path.split(/[./]/).filter(Boolean)[0] ?? '';
  if (head === 'identifyNo') return path.endsWith('identificationType') ? 'idType' : 'idNumber';
  if (head === 'mobilePhoneNo') return path.endsWith('code') ? 'phoneCode' : 'phone';
  return (['englishName', 'chineseName', 'portugueseName', 'gender', 'dob', 'relation'] as const).find((name) => name === head) ?? 'form';
}

/** Adds (no ?relativeId=) or changes a relative: the insurant person fields, checked with the engine's formats before sending. */
export function EditRelativesPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const [search] = useSearchParams();
  const editingId = search.get('relativeId');
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [relativeId, setRelativeId] = useState<string | null>(editingId);
  const [form, setForm] = useState<RelativeForm>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    const load = async () => {
      if (editingId) {
        const relative = await api.call('user.selectRelativeById', { relativeId: editingId });
        if (!current) return;
        if (relative === false) return setState('error');
        setForm(fromRelative(relative));
      } else {
        // A fresh id makes the add retry-safe; without one the gateway makes its own.
        const fresh = await api.call('user.newRelativeId');
        if (!current) return;
        if (fresh) setRelativeId(fresh.relativeId);
      }
      setState('ready');
    };
    void load();
    return () => {
      current = false;
    };
  }, [api, editingId]);

  const set = <K extends FieldName>(name: K, value: RelativeForm[K]) => {
    setForm((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined, form: undefined }));
  };

  const validate = (): Errors => {
    const found: Errors = {};
    const required = t('validation.required');
    if (!form.englishName.trim()) found.englishName = required;
    else if (!fitsFormat('en-name', form.englishName.trim())) found.englishName = t('validation.format.en-name');
    if (form.chineseName.trim() && !fitsFormat('zh-name', form.chineseName.trim())) found.chineseName = t('validation.format.zh-name');
    if (form.portugueseName.trim() && !fitsFormat('pt-name', form.portugueseName.trim())) found.portugueseName = t('validation.format.pt-name');
    if (!form.gender) found.gender = required;
    if (!form.dob) found.dob = required;
    else if (!isPastDate(form.dob)) found.dob = t('mine.relatives.dobInvalid');
    if (!form.relation) found.relation = required;
    const idNumber = form.idNumber.trim().toUpperCase();
    if (!idNumber) found.idNumber = required;
    else if (!fitsFormat(ID_FORMAT[form.idType], idNumber)) found.idNumber = t(`validation.format.${ID_FORMAT[form.idType]}`);
    if (form.phone.trim() && !checkPhone(form.phoneCode, normalizePhone(form.phoneCode, form.phone))) found.phone = t(`validation.phone.${form.phoneCode}`);
    return found;
  };

  /** The relative as the gateway takes it; null while a required choice is not made (validate() names it). */
  const payload = (): EndpointRequest['user.addRelative'] | null => {
    const { gender, relation } = form;
    if (gender === '' || relation === '') return null;
    const idNumber = form.idNumber.trim().toUpperCase();
    // The number as the gateway reads it (spaces, hyphens, area code and trunk zero dropped).
    const phone = form.phone.trim() ? normalizePhone(form.phoneCode, form.phone) : '';
    return {
      ...(relativeId ? { relativeId } : {}),
      englishName: form.englishName.trim().toUpperCase(),
      ...(form.chineseName.trim() ? { chineseName: form.chineseName.trim() } : {}),
      ...(form.portugueseName.trim() ? { portugueseName: form.portugueseName.trim() } : {}),
      gender,
      dob: form.dob,
      identifyNo: { identificationType: form.idType, [form.idType]: idNumber },
      relation,
      ...(phone ? { mobilePhoneNo: { code: form.phoneCode, [form.phoneCode]: phone } } : {}),
    };
  };

  const save = async () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = payload();
    if (body === null) return;
    setSaving(true);
    const row = editingId ? 'user.setRelative' : 'user.addRelative';
    // Offline, the change waits for the network and is sent once when it is back.
    const envelope = await writeQueueOf(api).sendEnvelope(row, body);
    setSaving(false);
    if (envelope === false) {
      setErrors({ form: t('mine.saveFailed') });
      return;
    }
    if (!envelope.succ) {
      if (SESSION_END_CODES.includes(envelope.tipCode)) {
        // Let the client's session handling take over (login and back).
        await api.call(row, body);
        return;
      }
      const data = envelope.data as { field?: unknown } | null;
      const field = fieldOfPath(data?.field);
      setErrors({ [field]: envelope.tipMsg ?? t('mine.saveFailed') });
      return;
    }
    Toast.show({ content: t('mine.saved'), position: 'top' });
    navigate(paths.mineRelatives(), { replace: true });
  };

  if (state === 'loading') return <PageLoading text={t('app.loading')} />;
  if (state === 'error') {
    return (
      <div className="page page--center">
        <EmptyState icon="error" title={t('app.loadFailed')} testId="relative-form-error">
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.mineRelatives())}>{t('mine.relatives.backToList')}</Button>
        </EmptyState>
      </div>
    );
  }

  const text = (name: 'englishName' | 'chineseName' | 'portugueseName' | 'dob' | 'idNumber' | 'phone', label: string, extra: { kind?: 'date'; format?: string; placeholder?: string; required?: boolean } = {}) => (
    <PlainField
      kind={extra.kind ?? 'text'}
      id={`relative_${name}`}
      label={label}
      required={extra.required}
      value={form[name]}
      // Names and document numbers are kept upper case, as the gateway stores them.
      onChange={(value) => set(name, name === 'englishName' || name === 'idNumber' ? value.toUpperCase() : value)}
      error={errors[name]}
      translate={t}
      placeholder={extra.placeholder}
      format={extra.format}
      // A date of birth: a century back, nothing ahead.
      {...(extra.kind === 'date' ? { yearsBack: 100, yearsForward: 0 } : {})}
      testId={`relative-${name}`}
    />
  );
  const choiceRow = (name: 'relation' | 'gender' | 'idType' | 'phoneCode', label: string, required: boolean, control: ReactNode) => (
    <FieldRow id={`relative_${name}`} label={label} required={required} invalid={!!errors[name]} errors={<ErrorLines id={`relative_${name}__error`} errors={[errors[name]]} testId={`relative-${name}-error`} />}>
      {control}
    </FieldRow>
  );

  return (
    <div className="page page--mine-relative-form page--with-action-bar">
      <PlainSection title={t('mine.relatives.person')}>
        {choiceRow('relation', t('field.relation'), true, (
          <ChoiceField
            value={form.relation || null}
            choices={RELATIONS.map((value) => ({ value, label: t(`dict.relation.${value}`) }))}
            placeholder={t('mine.choose')} title={t('field.relation')}
            onChange={(value) => set('relation', value as RelativeRelation)} testId="relative-relation"
          />
        ))}
        {text('englishName', t('field.englishName'), { placeholder: 'CHAN TAI MAN', format: 'en-name', required: true })}
        {text('chineseName', t('field.chineseName'), { placeholder: t('mine.optional') })}
        {text('portugueseName', t('field.portugueseName'), { placeholder: t('mine.optional') })}
        {choiceRow('gender', t('field.gender'), true, (
          <Segmented value={form.gender} choices={(['M', 'F'] as const).map((value) => ({ value, label: t(`dict.gender.${value}`) }))} onChange={(value) => set('gender', value as 'M' | 'F')} testId="relative-gender" />
        ))}
        {text('dob', t('field.dob'), { kind: 'date', required: true })}
      </PlainSection>
      <PlainSection title={t('field.identifyNo')}>
        {choiceRow('idType', t('field.identificationType'), true, (
          <Segmented value={form.idType} choices={ID_TYPES.map((value) => ({ value, label: t(`mine.idTypeShort.${value}`) }))} onChange={(value) => set('idType', value as IdentificationType)} testId="relative-idType" />
        ))}
        {text('idNumber', t('field.idNumber'), { placeholder: t(`mine.idExample.${form.idType}`), format: ID_FORMAT[form.idType], required: true })}
      </PlainSection>
      <PlainSection title={t('field.mobilePhoneNo')}>
        {choiceRow('phoneCode', t('field.phoneAreaCode'), false, (
          <Segmented value={form.phoneCode} choices={PHONE_CODES.map((value) => ({ value, label: `+${value}` }))} onChange={(value) => set('phoneCode', value as PhoneCode)} testId="relative-phoneCode" />
        ))}
        {text('phone', t('field.phoneNumber'), { placeholder: t('mine.optional'), format: 'mo-phone' })}
      </PlainSection>
      {errors.form ? <div className="notice notice--error" role="alert" data-testid="relative-form-message">{errors.form}</div> : null}
      <SaveStateLine />
      <div className="mine-action-bar">
        <Button block color="primary" shape="rounded" size="large" loading={saving} onClick={() => void save()} data-testid="relative-save">
          {t('mine.save')}
        </Button>
      </div>
    </div>
  );
}
