import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';

/**
 * The desktop notice (/pages/pc/pcDirect/index, docs/spec/storefront-spec.md#launch step 2): a browser that is not a
 * phone is told to open the storefront on one, with the address to type or scan.
 */
export function DesktopNoticePage() {
  const { t } = useTranslation();
  const storeUrl = `${window.location.origin}/`;
  return (
    <div className="page page--center">
      <EmptyState icon="lost" title={t('desktopNotice.title')} text={t('desktopNotice.text')} testId="desktop-notice">
        <p className="desktop-notice__label">{t('desktopNotice.urlLabel')}</p>
        <p className="desktop-notice__url" data-testid="desktop-notice-url">
          <a href={storeUrl}>{storeUrl}</a>
        </p>
      </EmptyState>
    </div>
  );
}
