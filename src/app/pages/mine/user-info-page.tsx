import { useRef, useState } from 'react';
import { Button, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../contract/index.js';
import { CallView } from '../../components/call-view.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { writeQueueOf } from '../../services/write-queue.js';
import { SaveStateLine } from '../../components/save-state-line.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { Segmented } from './choice-sheet.js';
import { PlainField } from '../../../ui/plain/plain-field.js';
import { PlainSection } from '../../../ui/plain/plain-section.js';
import { FieldRow } from '../../../ui/controls/field-row.js';
import { fitsFormat, isPastDate, rememberUser, uploadPicture, useAvatar, useUserInfo } from './mine-shared.js';
import '../../styles/mine.css';

interface InfoForm {
  nameZh: string;
  nameEn: string;
  gender: '' | 'M' | 'F';
  birthday: string;
  address: string;
}

type InfoErrors = Partial<Record<keyof InfoForm | 'form', string>>;

function formOf(user: UserInfo): InfoForm {
  const info = user.info;
  return { nameZh: info?.nameZh ?? '', nameEn: info?.nameEn ?? '', gender: info?.gender ?? '', birthday: info?.birthday ?? '', address: info?.address ?? '' };
}

/** The user's account (avatar, phone, username, grade) and personal details that prefill forms (user.selectUserInfo, user.setHead, user.setInfo). */
export function UserInfoPage() {
  const call = useUserInfo();
  return (
    <CallView call={call} testId="user-info">
      {(user) => <UserInfoView user={user} />}
    </CallView>
  );
}

function UserInfoView({ user: initial }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const [user, setUser] = useState(initial);
  const avatar = useAvatar(user.headFileId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<InfoForm>(formOf(initial));
  const [errors, setErrors] = useState<InfoErrors>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

  const changeAvatar = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const uploaded = await uploadPicture(api, file);
    if ('refused' in uploaded) {
      setUploading(false);
      Toast.show({ content: t(`validation.upload.${uploaded.refused}`), position: 'top' });
      return;
    }
    const updated = await api.call('user.setHead', { fileId: uploaded.fileId });
    setUploading(false);
    if (updated) {
      setUser(updated);
      rememberUser(updated);
      Toast.show({ content: t('mine.userInfo.avatarSaved'), position: 'top' });
    }
  };

  const set = <K extends keyof InfoForm>(name: K, value: InfoForm[K]) => {
    setForm((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined, form: undefined }));
  };

  const save = async () => {
    const found: InfoErrors = {};
    if (form.nameZh.trim() && !fitsFormat('zh-name', form.nameZh.trim())) found.nameZh = t('validation.format.zh-name');
    if (form.nameEn.trim() && !fitsFormat('en-name', form.nameEn.trim())) found.nameEn = t('validation.format.en-name');
    if (form.birthday && !isPastDate(form.birthday)) found.birthday = t('mine.relatives.dobInvalid');
    if (form.address.length > 200) found.address = t('validation.maxLength', { limit: 200 });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const before = formOf(user);
    const changes: Record<string, string> = {};
    if (form.nameZh.trim() && form.nameZh.trim() !== before.nameZh) changes.nameZh = form.nameZh.trim();
    if (form.nameEn.trim() && form.nameEn.trim().toUpperCase() !== before.nameEn) changes.nameEn = form.nameEn.trim().toUpperCase();
    if (form.gender && form.gender !== before.gender) changes.gender = form.gender;
    if (form.birthday && form.birthday !== before.birthday) changes.birthday = form.birthday;
    if (form.address.trim() && form.address.trim() !== before.address) changes.address = form.address.trim();
    if (Object.keys(changes).length === 0) {
      Toast.show({ content: t('mine.userInfo.nothingChanged'), position: 'top' });
      return;
    }
    setSaving(true);
    // Offline, the change (an address among it) waits for the network and is sent once when it is back.
    const updated = await writeQueueOf(api).send('user.setInfo', changes);
    setSaving(false);
    if (updated) {
      setUser(updated);
      rememberUser(updated);
      Toast.show({ content: t('mine.saved'), position: 'top' });
    }
  };

  const authentication = user.info?.authentication ?? null;
  const text = (name: Exclude<keyof InfoForm, 'gender'>, label: string, extra: { kind?: 'date' | 'textarea'; format?: string } = {}) => (
    <PlainField
      kind={extra.kind ?? 'text'}
      id={`user_info_${name}`}
      label={label}
      value={form[name]}
      // An English name is kept upper case, as the gateway stores it.
      onChange={(value) => set(name, name === 'nameEn' ? value.toUpperCase() : value)}
      error={errors[name]}
      translate={t}
      format={extra.format}
      {...(extra.kind === 'textarea' ? { maxLength: 200 } : {})}
      {...(extra.kind === 'date' ? { yearsBack: 100, yearsForward: 0 } : {})}
      testId={`user-info-${name}`}
    />
  );

  return (
    <div className="page page--mine-user-info">
      <section className="mine-card mine-avatar-card">
        <button type="button" className="mine-avatar-large" onClick={() => fileInput.current?.click()} disabled={uploading} data-testid="user-info-avatar">
          {avatar ? <img src={avatar} alt="" className="mine-avatar-img" data-testid="user-info-avatar-img" /> : <span className="mine-avatar-large__placeholder">{(user.username ?? user.phone).slice(0, 1).toUpperCase()}</span>}
        </button>
        <input ref={fileInput} type="file" accept="image/*" hidden onChange={(event) => void changeAvatar(event.target.files?.[0])} data-testid="user-info-avatar-file" />
        <span className="mine-muted">{uploading ? t('app.loading') : t('mine.userInfo.avatarHint')}</span>
      </section>
      <List className="mine-card mine-list" mode="card">
        <List.Item extra={`+${user.areaCode} ${user.phone}`}>{t('mine.userInfo.phone')}</List.Item>
        <List.Item extra={user.username ?? t('mine.userInfo.notSet')} onClick={() => navigate(paths.mineUpdateName())} data-testid="user-info-username">{t('mine.userInfo.username')}</List.Item>
        <List.Item extra={user.mail ?? t('mine.userInfo.notSet')}>{t('field.mail')}</List.Item>
        <List.Item extra={t(`mine.grade.names.${user.grade}`, { defaultValue: user.grade })} onClick={() => navigate(paths.mineUserGrade())}>{t('mine.grade.label')}</List.Item>
        <List.Item
          extra={<span className={authentication ? 'mine-badge mine-badge--ok' : 'mine-badge'}>{t(authentication ? 'mine.auth.done' : 'mine.auth.notDone')}</span>}
          onClick={() => navigate(authentication ? paths.mineAuthResult() : paths.mineAuthName())}
          data-testid="user-info-auth"
        >
          {t('mine.menu.auth')}
        </List.Item>
      </List>
      <PlainSection title={t('mine.userInfo.details')} testId="user-info-details">
        {text('nameZh', t('field.chineseName'))}
        {text('nameEn', t('field.englishName'), { format: 'en-name' })}
        <FieldRow id="user_info_gender" label={t('field.gender')}>
          <Segmented value={form.gender} choices={(['M', 'F'] as const).map((value) => ({ value, label: t(`dict.gender.${value}`) }))} onChange={(value) => set('gender', value as 'M' | 'F')} testId="user-info-gender" />
        </FieldRow>
        {/* A date of birth: a century back, nothing ahead. */}
        {text('birthday', t('field.dob'), { kind: 'date' })}
        {text('address', t('field.address'), { kind: 'textarea' })}
      </PlainSection>
      <SaveStateLine />
      <Button block color="primary" shape="rounded" size="large" loading={saving} onClick={() => void save()} data-testid="user-info-save">{t('mine.save')}</Button>
    </div>
  );
}
