import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { ImageViewerProps } from 'antd-mobile';
import { ariaDescribedByIds, type Registry } from '@rjsf/utils';
import { uiText } from '../form-context.js';
import { widgetServices } from '../widget-services.js';
import { lazyOverlay } from './lazy-overlay.js';

/** antd-mobile's full-screen image viewer, loaded when a thumbnail is first opened (docs/decisions/016-order-route-diet.md). */
const ImageViewer = lazyOverlay<ImageViewerProps>(() => import('antd-mobile/es/components/image-viewer').then((module) => module.default));
// A preview's image (antd-mobile's Image, with ahooks' helpers) only once a tile has an image to show: a step with an
// empty upload tile does not load it (docs/decisions/016-order-route-diet.md). The tile keeps its size meanwhile.
const Image = lazy(() => import('antd-mobile/es/components/image').then((module) => ({ default: module.default })));
// The checks, the compressor and a file's progress bar only once a file is chosen (same decision).
const loadPipeline = () => import('./upload-pipeline.js');
const ProgressBar = lazy(() => import('antd-mobile/es/components/progress-bar').then((module) => ({ default: module.default })));

/** What the picker offers; checkUpload still decides (extension and magic bytes). */
const ACCEPT = 'image/*,application/pdf,.pdf,.png,.jpg,.jpeg,.heic,.heif,.bmp';

type FileKind = 'image' | 'pdf' | 'file';
type Phase = 'compressing' | 'uploading';

interface PendingFile {
  key: number;
  name: string;
  phase: Phase;
  percent: number;
}

interface KnownFile {
  name: string;
  kind: FileKind;
  url?: string;
}

export interface UploadControlProps {
  /** The file input's id (the field's id, so the field label opens the chooser). */
  id: string;
  registry: Registry;
  /** The file ids stored so far. */
  value: string[];
  /** How many files the field holds (1 for a single file id). */
  maxCount: number;
  /** Compression accuracy (`ui:options.accuracy`), clamped to 0.8-0.99. */
  accuracy?: unknown;
  disabled?: boolean;
  invalid?: boolean;
  onChange(fileIds: string[]): void;
  /** Called after every change, so the form validates the field as if it had been left. */
  onBlur?(fileIds: string[]): void;
}

function kindOf(name: string): FileKind {
  return /\.pdf$/i.test(name) ? 'pdf' : 'image';
}

function objectUrl(file: Blob): string | undefined {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
}

/**
 * Picks, checks, compresses and uploads files, then shows them. Each file is checked with the engine's
 * checkUpload (extension, magic bytes of its first bytes, PDF size); a refused file gets its localised message
 * ("image cannot be empty", format, size) and is never sent. Images over 4800 KB are compressed towards 5000 KB
 * first. The upload goes through `formContext.uploadFile`, and only the returned file id is stored, never the
 * file's bytes, so drafts stay small. Images preview as thumbnails (tap to enlarge), PDFs as an icon and name.
 */
export function UploadControl({ id, registry, value, maxCount, accuracy, disabled, invalid, onChange, onBlur }: UploadControlProps) {
  const t = useCallback((key: string, params?: Record<string, unknown>) => uiText(registry, key, params), [registry]);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [known, setKnown] = useState<Record<string, KnownFile>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const nextKey = useRef(0);
  const mounted = useRef(true);
  const createdUrls = useRef(new Set<string>());
  // The ids as this control last set them: a second file finishing before the form re-renders must not drop the first.
  const current = useRef(value);
  const valueKey = value.join('\n');
  // Keyed on the ids' content, not the array's identity, which may be new on every render.
  const latestValue = useRef(value);
  latestValue.current = value;
  useEffect(() => {
    current.current = latestValue.current;
  }, [valueKey]);

  useEffect(() => {
    mounted.current = true;
    const urls = createdUrls.current;
    return () => {
      mounted.current = false;
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const commit = (next: string[]) => {
    current.current = next;
    onChange(next);
    onBlur?.(next);
  };

  const uploadOne = async (file: File) => {
    const pipeline = await loadPipeline().catch(() => null);
    if (!pipeline) {
      if (mounted.current) setMessage(t('validation.upload.failed'));
      return;
    }
    const { checkFile, compressImage, needsCompression } = pipeline;
    const check = await checkFile(file);
    if (!check.ok) {
      setMessage(t(`validation.upload.${check.error}`));
      return;
    }
    const { uploadFile } = widgetServices(registry);
    if (!uploadFile) {
      setMessage(t('validation.upload.unavailable'));
      return;
    }
    const kind = kindOf(file.name);
    const key = nextKey.current++;
    const update = (patch: Partial<PendingFile>) => {
      if (mounted.current) setPending((list) => list.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));
    };
    setPending((list) => [...list, { key, name: file.name, phase: kind === 'image' && needsCompression(file.size) ? 'compressing' : 'uploading', percent: 0 }]);
    try {
      const ready = kind === 'image' ? await compressImage(file, accuracy, (percent) => update({ phase: 'compressing', percent })) : file;
      update({ phase: 'uploading', percent: 0 });
      const result = await uploadFile(ready, { onProgress: (percent) => update({ phase: 'uploading', percent }) });
      if (!result || typeof result.fileId !== 'string' || result.fileId === '') throw new Error('the upload returned no file id');
      if (!mounted.current) return;
      const local = kind === 'image' ? objectUrl(ready) : undefined;
      if (local) createdUrls.current.add(local);
      const url = local ?? result.url;
      setKnown((files) => ({ ...files, [result.fileId]: { name: ready.name, kind, ...(url ? { url } : {}) } }));
      commit([...current.current, result.fileId]);
    } catch {
      if (mounted.current) setMessage(t('validation.upload.failed'));
    } finally {
      if (mounted.current) setPending((list) => list.filter((entry) => entry.key !== key));
    }
  };

  const handleFiles = async ({ target }: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(target.files ?? []);
    // Cleared so that choosing the same file again (after fixing it) fires a change.
    target.value = '';
    if (files.length === 0) return;
    setMessage(null);
    const room = Math.max(0, maxCount - current.current.length - pending.length);
    for (const file of files.slice(0, room)) await uploadOne(file);
    if (files.length > room && mounted.current) setMessage(t('validation.upload.tooMany', { limit: maxCount }));
  };

  const remove = (fileId: string) => {
    const url = known[fileId]?.url;
    if (url && createdUrls.current.has(url)) {
      URL.revokeObjectURL(url);
      createdUrls.current.delete(url);
    }
    setMessage(null);
    commit(current.current.filter((candidate) => candidate !== fileId));
  };

  const { fileUrl } = widgetServices(registry);
  const shown = value.map((fileId) => {
    const file = known[fileId];
    if (file) return { fileId, ...file };
    const url = fileUrl?.(fileId);
    return { fileId, name: t('ui.upload.file'), kind: (url ? 'image' : 'file') as FileKind, ...(url ? { url } : {}) };
  });
  const canAdd = !disabled && value.length + pending.length < maxCount;

  return (
    <div className={`mo-upload${invalid ? ' mo-upload--invalid' : ''}`}>
      <div className="mo-upload__grid">
        {shown.map((file) => (
          <div key={file.fileId} className="mo-upload__item" data-testid={`${id}-file-${file.fileId}`}>
            {file.kind === 'image' && file.url ? (
              <button type="button" className="mo-upload__thumb" aria-label={t('ui.upload.preview', { name: file.name })} onClick={() => setViewing(file.url ?? null)}>
                <Suspense fallback={<span className="mo-upload__thumb-placeholder" aria-busy="true" />}>
                  <Image src={file.url} alt={file.name} fit="cover" width={76} height={76} />
                </Suspense>
              </button>
            ) : (
              <div className="mo-upload__doc" title={file.name}>
                {file.kind === 'pdf' ? (
                  <span className="mo-upload__doc-icon" aria-hidden="true">PDF</span>
                ) : (
                  <svg className="mo-upload__file-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                    <path fill="currentColor" d="M6 2h8l6 6v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm7 1.5V9h5.5L13 3.5Z" />
                  </svg>
                )}
                <span className="mo-upload__doc-name">{file.name}</span>
              </div>
            )}
            {disabled ? null : (
              <button type="button" className="mo-upload__remove" aria-label={`${t('ui.upload.remove')} ${file.name}`} onClick={() => remove(file.fileId)}>
                ×
              </button>
            )}
          </div>
        ))}
        {pending.map((entry) => (
          <div key={`pending-${entry.key}`} className="mo-upload__item mo-upload__item--pending" role="status" data-testid={`${id}-progress`}>
            <span className="mo-upload__phase">{t(`ui.upload.${entry.phase}`, { percent: Math.round(entry.percent) })}</span>
            <Suspense fallback={<span className="mo-upload__progress-placeholder" />}>
              <ProgressBar percent={entry.percent} />
            </Suspense>
          </div>
        ))}
        {canAdd ? (
          <label className="mo-upload__add" htmlFor={id}>
            <span className="mo-upload__add-icon" aria-hidden="true">＋</span>
            <span>{t('ui.upload.add')}</span>
          </label>
        ) : null}
      </div>
      <input
        id={id}
        type="file"
        className="mo-upload__input"
        accept={ACCEPT}
        multiple={maxCount > 1}
        disabled={!canAdd}
        onChange={(event) => void handleFiles(event)}
        aria-invalid={invalid || !!message || undefined}
        // The widget's own refusal (a file too large, a wrong type) is linked too, not only validation's messages.
        aria-describedby={message ? `${ariaDescribedByIds(id)} ${id}__upload-error` : ariaDescribedByIds(id)}
      />
      <p className="mo-upload__hint">{t('ui.upload.hint')}</p>
      {message ? (
        <div className="mo-field-error" id={`${id}__upload-error`} role="alert">
          <div className="mo-field-error__line">{message}</div>
        </div>
      ) : null}
      <ImageViewer image={viewing ?? ''} visible={viewing !== null} onClose={() => setViewing(null)} />
    </div>
  );
}
