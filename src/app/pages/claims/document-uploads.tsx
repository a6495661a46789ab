import { useMemo, useState } from 'react';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ClaimDocument, ClaimDocumentRequirement } from '../../../../flows/claim.machine.js';
import { compressImage } from '../../../ui/controls/compress-image.js';
import { useServices } from '../../services/app-services.js';
import { createFormServices } from '../../services/form-services.js';
import { browserNetwork } from '../../../api/index.js';
import { keepPhoto } from '../../drafts/kept-photos.js';
import { useSessionStore } from '../../stores/session.store.js';

export interface DocumentUploadsProps {
  requirements: readonly ClaimDocumentRequirement[];
  documents: readonly ClaimDocument[];
  /** The document type a refused submit named: marked. */
  missingDocType: string | null;
  busy: boolean;
  onAttach(document: ClaimDocument): void;
  /** Offered for documents not yet sent (the update screen). */
  onRemove?(fileId: string): void;
  /**
   * The claim draft a photo taken with no network is kept on the device for, attached as `onDevice` (the claim's
   * submission sends it when the network is back) instead of failing; without it the upload needs the network.
   */
  keepsOfflineFor?: string | null;
}

const ACCEPT = 'image/jpeg,image/png,image/bmp,image/webp,image/heic,application/pdf';

/**
 * One card per document the claim type asks for: what is attached and an upload button. A file is compressed
 * when it is a large image (the order form's rule), stored with plat.fileUpload, then attached by the caller.
 */
export function DocumentUploads({ requirements, documents, missingDocType, busy, onAttach, onRemove, keepsOfflineFor = null }: DocumentUploadsProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const services = useMemo(() => createFormServices(api), [api]);
  const [uploading, setUploading] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const upload = async (docType: string, file: File) => {
    setUploading(docType);
    setFailed(null);
    try {
      const ready = file.type.startsWith('image/') ? await compressImage(file, undefined) : file;
      const userId = useSessionStore.getState().user?.userId;
      if (keepsOfflineFor && userId && !browserNetwork().online()) {
        onAttach({ fileId: keepPhoto(userId, keepsOfflineFor, docType, ready), docType, name: ready.name, onDevice: true });
        return;
      }
      if (!services.uploadFile) throw new Error('no upload service');
      const stored = await services.uploadFile(ready);
      onAttach({ fileId: stored.fileId, docType, name: ready.name });
    } catch {
      setFailed(docType);
    } finally {
      setUploading(null);
    }
  };

  return (
    <div className="card-list">
      <p className="claims-hint">{t('claims.documents.hint')}</p>
      {requirements.map((requirement) => {
        const attached = documents.filter((document) => document.docType === requirement.docType);
        const full = attached.length >= requirement.maxFiles;
        const missing = missingDocType === requirement.docType;
        return (
          <section
            key={requirement.docType}
            className={`claims-card claims-doc${missing ? ' claims-doc--missing' : ''}`}
            data-testid={`claim-doc-${requirement.docType}`}
          >
            <div className="claims-doc__head">
              <h3 className="claims-doc__name">{requirement.name}</h3>
              {requirement.required ? <Tag color="primary" fill="outline" className="claims-tag">{t('claims.required')}</Tag> : <Tag fill="outline" className="claims-tag">{t('claims.optional')}</Tag>}
            </div>
            {missing ? <p className="claims-field__error" data-testid={`claim-doc-${requirement.docType}-missing`}>{t('claims.documents.missing')}</p> : null}
            {attached.length > 0 ? (
              <ul className="claims-files">
                {attached.map((document) => (
                  <li key={document.fileId} className="claims-files__item" data-testid={`claim-file-${document.fileId}`}>
                    <span className="claims-files__body">
                      <span className="claims-files__name">{document.name}</span>
                      {document.onDevice ? <span className="claims-files__waiting">{t('claims.documents.onDevice')}</span> : null}
                    </span>
                    {onRemove ? <button type="button" className="link-button" onClick={() => onRemove(document.fileId)}>{t('claims.update.remove')}</button> : null}
                  </li>
                ))}
              </ul>
            ) : null}
            <label className={`claims-upload${full || busy || uploading !== null ? ' claims-upload--off' : ''}`}>
              <input
                type="file"
                accept={ACCEPT}
                className="claims-upload__input"
                data-testid={`claim-upload-${requirement.docType}`}
                disabled={full || busy || uploading !== null}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void upload(requirement.docType, file);
                }}
              />
              {uploading === requirement.docType ? t('claims.documents.uploading') : full ? t('claims.documents.full', { max: requirement.maxFiles }) : t('claims.documents.add')}
            </label>
            {failed === requirement.docType ? <p className="claims-field__error">{t('claims.documents.uploadFailed')}</p> : null}
          </section>
        );
      })}
    </div>
  );
}
