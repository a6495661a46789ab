import { useTranslation } from 'react-i18next';
import type { ProductVersionRef } from '../../contract/index.js';

/**
 * The small line naming the product version an order or policy was made under (its terms); nothing
 * for orders older than versions or from a gateway that does not say.
 */
export function ProductVersionLine({ version }: { version: ProductVersionRef | null | undefined }) {
  const { t } = useTranslation();
  if (!version) return null;
  return (
    <p className="product-version-line" data-testid="product-version" title={version.hash}>
      {t('productVersion.line', { version: version.version })}
    </p>
  );
}
