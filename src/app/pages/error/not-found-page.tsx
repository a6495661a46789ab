import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';

/** The 404 page (docs/spec/storefront-spec.md#2-screens-and-routes: an unknown page goes here). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page page--center">
      <EmptyState icon="lost" title={t('notFound.title')} text={t('notFound.text')} testId="not-found">
        <Button color="primary" shape="rounded" onClick={() => navigate(paths.home(), { replace: true })}>{t('app.home')}</Button>
      </EmptyState>
    </div>
  );
}
