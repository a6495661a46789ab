import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Dialog, ImageUploader, TextArea, Toast, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../../contract/index.js';
import { checkUpload } from '../../../engine/index.js';
import { CallView } from '../../components/call-view.js';
import { EmptyState } from '../../components/empty-state.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { createFormServices } from '../../services/form-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import '../../styles/policies.css';

const MAX_PHOTOS = 9;
/** The longest note policy.addInformation takes. */
const MAX_NOTE = 500;

/** Why an upload was refused: an i18n key already shown, or the gateway's blocking notice. */
class UploadRefused extends Error {
  override readonly name = 'UploadRefused';
}

/**
 * Extra documents the insurer asked for on a policy (`?b2cOrderId=`, or `?policyNo=` as the insurer's
 * message links it): each photo is checked on the device (engine checkUpload), uploaded (plat.fileUpload)
 * and checked by the gateway (order.checkImage with its fileId: a refusal with tipType T is a blocking
 * notice); "Send" links the photos and an optional note to the policy (policy.addInformation) and opens the
 * result page; a refusal keeps the photos and the note for another try.
 */
export function AddInformationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const b2cOrderId = params.get('b2cOrderId');
  const policyNo = params.get('policyNo');
  // The insurer's link names the policy number: find the policy among the caller's paid orders.
  const policies = useCall('order.selectUserOrderInfo', { status: 'paid', page: 1, pageSize: 50 }, { skip: Boolean(b2cOrderId) || !policyNo });

  if (b2cOrderId) return <AddInformationForm b2cOrderId={b2cOrderId} />;
  if (!policyNo) return <NoPolicy />;
  return (
    <CallView call={policies} testId="add-info-policies"
      isEmpty={(data) => !data.items.some((order: OrderSummary) => order.policyNo === policyNo)}
      emptyTitle={t('policy.addInfo.notFound')}>
      {(data) => {
        const order = data.items.find((item) => item.policyNo === policyNo);
        return order ? <AddInformationForm b2cOrderId={order.b2cOrderId} /> : null;
      }}
    </CallView>
  );
}

function NoPolicy() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  return (
    <div className="page page--center">
      <EmptyState icon="error" title={t('policy.endt.noPolicy')} testId="add-info-no-policy">
        <Button color="primary" shape="rounded" onClick={() => navigate(paths.myPolicy())}>{t('policy.endt.toPolicies')}</Button>
      </EmptyState>
    </div>
  );
}

function AddInformationForm({ b2cOrderId }: { b2cOrderId: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const services = useMemo(() => createFormServices(api), [api]);
  const policy = useCall('order.detail', {}, { params: { id: b2cOrderId } });
  const [photos, setPhotos] = useState<ImageUploadItem[]>([]);
  const [missing, setMissing] = useState(false);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);

  /** The gateway's image check: a blocking notice (tipType T) in a modal, anything else as a toast. */
  const gatewayCheck = async (payload: Record<string, unknown>): Promise<void> => {
    const envelope = await api.callEnvelope('order.checkImage', payload);
    if (envelope === false) throw new UploadRefused('policy.addInfo.uploadFailed');
    if (envelope.succ) return;
    if (envelope.tipType === 'T') await Dialog.alert({ content: envelope.tipMsg ?? t('policy.addInfo.uploadFailed'), confirmText: t('policy.addInfo.ok') });
    else Toast.show({ content: envelope.tipMsg ?? t('policy.addInfo.uploadFailed'), position: 'top' });
    throw new UploadRefused(envelope.tipMsg ?? 'order.checkImage');
  };

  const upload = async (file: File): Promise<ImageUploadItem> => {
    const local = checkUpload({ name: file.name, size: file.size });
    if (!local.ok) {
      Toast.show({ content: t(`validation.upload.${local.error}`), position: 'top' });
      throw new UploadRefused(local.error);
    }
    await gatewayCheck({ name: file.name, size: file.size, type: file.type || 'application/octet-stream' });
    let fileId: string;
    try {
      if (!services.uploadFile) throw new UploadRefused('plat.fileUpload');
      ({ fileId } = await services.uploadFile(file));
    } catch {
      throw new UploadRefused('plat.fileUpload');
    }
    await gatewayCheck({ fileId });
    setMissing(false);
    const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
    return { key: fileId, url, extra: { fileId, name: file.name } };
  };

  const send = async () => {
    if (photos.length === 0) {
      setMissing(true);
      return;
    }
    const fileIds = photos.map((photo) => String(photo.key));
    const trimmed = note.trim();
    setSending(true);
    const submission = await api.call('policy.addInformation', { b2cOrderId, fileIds, ...(trimmed ? { note: trimmed } : {}) });
    setSending(false);
    if (submission) navigate(paths.policyAddResult(b2cOrderId, submission.fileCount), { replace: true });
  };

  return (
    <div className="page page--add-info">
      <div className="page-intro">
        <h2 className="page-intro__title">{t('policy.addInfo.title')}</h2>
        <p className="page-intro__text">{t('policy.addInfo.text')}</p>
      </div>
      {policy.load.state === 'done' ? (
        <section className="mo-card endt-policy" data-testid="add-info-policy">
          <span className="endt-policy__product">{t(`product.${policy.load.data.productCode}.title`, { defaultValue: policy.load.data.productCode })}</span>
          <span className="endt-policy__no">{t('policy.policyNo')} {policy.load.data.policyNo ?? policy.load.data.b2cOrderId}</span>
        </section>
      ) : null}
      <section className="mo-card add-info__photos">
        <h3 className="section__title section__title--small">{t('policy.addInfo.photos')}</h3>
        <p className="add-info__hint">{t('policy.addInfo.photosHint', { max: MAX_PHOTOS })}</p>
        <ImageUploader value={photos} onChange={setPhotos} upload={upload} maxCount={MAX_PHOTOS} multiple accept="image/*" data-testid="add-info-photos" />
      </section>
      <section className="mo-card add-info__photos">
        <h3 className="section__title section__title--small">{t('policy.addInfo.note')}</h3>
        <TextArea value={note} onChange={setNote} maxLength={MAX_NOTE} showCount rows={3} placeholder={t('policy.addInfo.notePlaceholder')} data-testid="add-info-note" />
      </section>
      {missing ? <p className="notice notice--error" role="alert" data-testid="add-info-missing">{t('policy.addInfo.missing')}</p> : null}
      <Button block color="primary" shape="rounded" size="large" data-testid="add-info-send" loading={sending} onClick={() => { void send(); }}>
        {t('policy.addInfo.send', { count: photos.length })}
      </Button>
    </div>
  );
}
