import { useState } from 'react';
import { Button, ImageUploader, Input, TextArea, Toast, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { FieldError } from './choice-sheet.js';
import { uploadPicture } from './mine-shared.js';
import '../../styles/mine.css';

const MAX_TEXT = 500;
const MAX_PHOTOS = 5;

/** A suggestion or complaint: text (1 to 500), an optional contact and up to 5 photos (plat.fileUpload, plat.addSuggest). */
export function FeedbackPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [photos, setPhotos] = useState<ImageUploadItem[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const upload = async (file: File): Promise<ImageUploadItem> => {
    const result = await uploadPicture(api, file);
    if ('refused' in result) {
      Toast.show({ content: t(`validation.upload.${result.refused}`), position: 'top' });
      throw new Error(result.refused);
    }
    return { key: result.fileId, url: URL.createObjectURL(file), extra: { fileId: result.fileId } };
  };

  const submit = async () => {
    if (content.trim() === '') {
      setError(t('mine.idea.required'));
      return;
    }
    setError(undefined);
    setSending(true);
    const fileIds = photos.map((photo) => (photo.extra as { fileId: string }).fileId);
    const answer = await api.call('plat.addSuggest', {
      content: content.trim(),
      ...(contact.trim() ? { contact: contact.trim() } : {}),
      ...(fileIds.length ? { fileIds } : {}),
    });
    setSending(false);
    if (answer) setSent(true);
  };

  if (sent) {
    return (
      <div className="page page--center">
        <EmptyState icon="success" title={t('mine.idea.thanks')} text={t('mine.idea.thanksText')} testId="idea-sent">
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.mine())}>{t('mine.backToMine')}</Button>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="page page--mine-idea">
      <p className="page-intro__text">{t('mine.idea.intro')}</p>
      <section className="mine-card mine-form">
        <label className="mine-form__label" htmlFor="idea-content">{t('mine.idea.content')}</label>
        <TextArea
          id="idea-content"
          value={content}
          onChange={(value) => {
            setContent(value);
            if (error && value.trim()) setError(undefined);
          }}
          maxLength={MAX_TEXT}
          showCount
          rows={6}
          placeholder={t('mine.idea.placeholder')}
          data-testid="idea-content"
        />
        <FieldError message={error} testId="idea-content-error" />
        <label className="mine-form__label" htmlFor="idea-contact">{t('mine.idea.contact')}</label>
        <Input id="idea-contact" value={contact} onChange={setContact} maxLength={100} placeholder={t('mine.idea.contactPlaceholder')} clearable data-testid="idea-contact" />
        <span className="mine-form__label">{t('mine.idea.photos', { limit: MAX_PHOTOS })}</span>
        <ImageUploader value={photos} onChange={setPhotos} upload={upload} maxCount={MAX_PHOTOS} accept="image/*" data-testid="idea-photos" />
      </section>
      <Button block color="primary" shape="rounded" size="large" loading={sending} onClick={() => void submit()} data-testid="idea-submit">
        {t('mine.idea.submit')}
      </Button>
    </div>
  );
}
