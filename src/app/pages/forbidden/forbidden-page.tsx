import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { useLaunchStore } from '../../stores/launch.store.js';

/** Shown when the label file reports the caller as forbidden, with the server's own text (docs/spec/storefront-spec.md#4-states-and-transitions). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const forbiddenText = useLaunchStore((state) => state.forbiddenText);
  return (
    <div className="page page--center">
      <EmptyState icon="locked" title={t('nothing.title')} text={forbiddenText ?? t('nothing.text')} testId="nothing" />
    </div>
  );
}
