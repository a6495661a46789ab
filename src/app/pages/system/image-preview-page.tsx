import { useMemo, useState } from 'react';
import { Button, Image, ImageViewer } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { safeImageSource } from './safe-image-source.js';
import { useBack } from './use-back.js';
import '../../styles/shell.css';

/**
 * The image preview (docs/spec/storefront-spec.md#2-screens-and-routes, system pages): /pages/system/imagePreview/index?src=...[&src=...]
 * [&index=n]. Only same-origin or data: images are shown, full screen with pinch and zoom (ImageViewer);
 * closing the viewer leaves the thumbnails to open one again.
 */
export function ImagePreviewPage() {
  const { t } = useTranslation();
  const back = useBack();
  const [params] = useSearchParams();
  const requested = params.getAll('src');
  const images = useMemo(
    () => requested.map((src) => safeImageSource(src)).filter((src): src is string => src !== null),
    // The query string is the dependency: the array is rebuilt on each render.
    [params.toString()],
  );
  const start = Math.min(Math.max(Number.parseInt(params.get('index') ?? '0', 10) || 0, 0), Math.max(images.length - 1, 0));
  const [open, setOpen] = useState<number | null>(images.length ? start : null);

  if (!images.length) {
    return (
      <div className="page page--center">
        <EmptyState
          icon="error"
          title={t(requested.length ? 'system.image.refused' : 'system.image.none')}
          text={requested.length ? t('system.image.refusedText') : undefined}
          testId="image-preview-empty"
        >
          <Button color="primary" shape="rounded" onClick={back}>{t('app.back')}</Button>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="page" data-testid="image-preview">
      <p className="system-hint">{t('system.image.hint', { count: images.length })}</p>
      <div className="image-preview__grid">
        {images.map((src, index) => (
          <button key={`${index}-${src.slice(0, 40)}`} type="button" className="image-preview__thumb" data-testid={`image-thumb-${index}`} onClick={() => setOpen(index)} aria-label={t('system.image.open', { n: index + 1 })}>
            <Image src={src} alt="" fit="cover" width="100%" height="100%" lazy={false} />
          </button>
        ))}
      </div>
      {images.length === 1 ? (
        <ImageViewer image={images[0] ?? ''} visible={open !== null} onClose={() => setOpen(null)} />
      ) : (
        <ImageViewer.Multi images={images} defaultIndex={open ?? 0} visible={open !== null} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
