import { useEffect, useState, type ReactNode } from 'react';
import { Button, Popup, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { UserCar } from '../../../contract/rows/user-data.js';
import { normalizePlate } from '../../../engine/index.js';
import { CallView } from '../../components/call-view.js';
import { useCall } from '../../components/use-call.js';
import { useServices } from '../../services/app-services.js';
import { ChoiceField, type Choice } from './choice-sheet.js';
import { PlainField } from '../../../ui/plain/plain-field.js';
import { PlainSection } from '../../../ui/plain/plain-section.js';
import { ErrorLines, FieldRow } from '../../../ui/controls/field-row.js';
import '../../styles/mine.css';
import { showConfirm } from '../../components/confirm-modal.js';
import { escapeHtml } from '../../components/escape-html.js';

interface CarForm {
  carId: string | null;
  carCode: string;
  carBrand: string | null;
  carModel: string | null;
  carYear: string;
}

type CarErrors = Partial<Record<'carCode' | 'carBrand' | 'carModel' | 'carYear', string>>;

const EMPTY_CAR: CarForm = { carId: null, carCode: '', carBrand: null, carModel: null, carYear: '' };
const MAX_CARS = 10;

/** The user's cars (user.carList): add or change one in a sheet with brand and model pickers (user.carSave), remove one (user.carDelete). */
export function MyCarPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const call = useCall('user.carList');
  const [editing, setEditing] = useState<CarForm | null>(null);

  const remove = async (car: UserCar) => {
    const confirmed = await showConfirm(t, { title: t('app.confirm'), html: escapeHtml(t('mine.car.deleteConfirm', { plate: car.carCode })) });
    if (!confirmed) return;
    if (await api.call('user.carDelete', { carId: car.carId })) {
      Toast.show({ content: t('mine.car.deleted'), position: 'top' });
      call.reload();
    }
  };

  const edit = (car: UserCar) => setEditing({ carId: car.carId, carCode: car.carCode, carBrand: car.carBrand, carModel: car.carModel, carYear: String(car.carYear) });
  const addButton = (
    <Button color="primary" shape="rounded" onClick={() => setEditing(EMPTY_CAR)} data-testid="car-add">{t('mine.car.add')}</Button>
  );

  return (
    <>
      <CallView call={call} testId="cars" isEmpty={(data) => data.items.length === 0} emptyTitle={t('mine.car.empty')} emptyText={t('mine.car.emptyHint')} emptyActions={addButton}>
        {(data) => (
          <div className="page page--mine-cars page--with-action-bar">
            <div className="card-list" data-testid="cars-list">
              {data.items.map((car) => (
                <article className="mine-card mine-car" key={car.carId} data-testid={`car-${car.carId}`}>
                  <div className="mine-car__plate">{car.carCode}</div>
                  <div className="mine-car__model">{car.brandName} {car.modelName}</div>
                  <div className="mine-muted">{t('mine.car.year', { year: car.carYear })}</div>
                  <div className="mine-person__actions">
                    <Button size="small" shape="rounded" onClick={() => edit(car)} data-testid={`car-edit-${car.carId}`}>{t('mine.edit')}</Button>
                    <Button size="small" shape="rounded" color="danger" fill="outline" onClick={() => void remove(car)} data-testid={`car-delete-${car.carId}`}>{t('mine.delete')}</Button>
                  </div>
                </article>
              ))}
            </div>
            <div className="mine-action-bar">
              <Button block color="primary" shape="rounded" size="large" disabled={data.items.length >= MAX_CARS} onClick={() => setEditing(EMPTY_CAR)} data-testid="car-add">
                {t('mine.car.add')}
              </Button>
            </div>
          </div>
        )}
      </CallView>
      <Popup visible={editing !== null} onMaskClick={() => setEditing(null)} bodyClassName="sheet mine-sheet mine-sheet--form" destroyOnClose>
        {editing ? (
          <CarEditor
            initial={editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              Toast.show({ content: t('mine.saved'), position: 'top' });
              call.reload();
            }}
          />
        ) : null}
      </Popup>
    </>
  );
}

function CarEditor({ initial, onCancel, onSaved }: { initial: CarForm; onCancel(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [form, setForm] = useState<CarForm>(initial);
  const [errors, setErrors] = useState<CarErrors>({});
  const [brands, setBrands] = useState<Choice[]>([]);
  const [models, setModels] = useState<Choice[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void api.call('adapter.carBrandList').then((answer) => {
      if (answer) setBrands(answer.items.map((item) => ({ value: item.code, label: item.name })));
    });
  }, [api]);
  useEffect(() => {
    if (!form.carBrand) {
      setModels([]);
      return;
    }
    void api.call('adapter.carModelList', { brandCode: form.carBrand }).then((answer) => {
      if (answer) setModels(answer.items.map((item) => ({ value: item.code, label: item.name })));
    });
  }, [api, form.carBrand]);

  const save = async () => {
    const found: CarErrors = {};
    const plate = normalizePlate(form.carCode);
    if (!form.carCode.trim()) found.carCode = t('validation.required');
    else if (plate === null) found.carCode = t('validation.format.mo-plate');
    if (!form.carBrand) found.carBrand = t('validation.required');
    if (!form.carModel) found.carModel = t('validation.required');
    const year = Number(form.carYear);
    const thisYear = new Date().getFullYear();
    if (!/^\d{4}$/.test(form.carYear) || year < 1980 || year > thisYear + 1) found.carYear = t('mine.car.yearInvalid', { max: thisYear + 1 });
    setErrors(found);
    if (Object.keys(found).length > 0 || plate === null || !form.carBrand || !form.carModel) return;
    setSaving(true);
    const saved = await api.call('user.carSave', {
      ...(form.carId ? { carId: form.carId } : {}),
      carCode: plate, carBrand: form.carBrand, carModel: form.carModel, carYear: year,
    });
    setSaving(false);
    // A refusal was shown as a toast; the sheet stays open with what was typed.
    if (saved) onSaved();
  };

  const choiceRow = (name: 'carBrand' | 'carModel', label: string, control: ReactNode) => (
    <FieldRow id={`car_${name}`} label={label} required invalid={!!errors[name]} errors={<ErrorLines id={`car_${name}__error`} errors={[errors[name]]} testId={`car-${name}-error`} />}>
      {control}
    </FieldRow>
  );

  return (
    <div className="mine-car-editor" data-testid="car-editor">
      <div className="sheet__title">{t(form.carId ? 'mine.car.editTitle' : 'mine.car.addTitle')}</div>
      <PlainSection>
        <PlainField
          kind="text" id="car_carCode" label={t('field.carCode')} required value={form.carCode} error={errors.carCode} translate={t}
          format="mo-plate" placeholder="AB-12-34" testId="car-carCode" onChange={(value) => setForm({ ...form, carCode: value.toUpperCase() })}
        />
        {choiceRow('carBrand', t('field.carBrand'), (
          <ChoiceField value={form.carBrand} choices={brands} placeholder={t('mine.choose')} title={t('field.carBrand')} onChange={(value) => setForm({ ...form, carBrand: value, carModel: null })} testId="car-carBrand" />
        ))}
        {choiceRow('carModel', t('field.carModel'), (
          <ChoiceField value={form.carModel} choices={models} disabled={!form.carBrand} placeholder={t(form.carBrand ? 'mine.choose' : 'mine.car.brandFirst')} title={t('field.carModel')} onChange={(value) => setForm({ ...form, carModel: value })} testId="car-carModel" />
        ))}
        <PlainField
          kind="text" id="car_carYear" label={t('field.carYear')} required value={form.carYear} error={errors.carYear} translate={t}
          inputMode="numeric" placeholder="2020" testId="car-carYear" onChange={(value) => setForm({ ...form, carYear: value })}
        />
      </PlainSection>
      <div className="mine-sheet__buttons">
        <Button shape="rounded" onClick={onCancel}>{t('app.cancel')}</Button>
        <Button color="primary" shape="rounded" loading={saving} onClick={() => void save()} data-testid="car-save">{t('mine.save')}</Button>
      </div>
    </div>
  );
}
