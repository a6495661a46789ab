import { Button } from 'antd-mobile';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { ChunkLoadError } from '../../routes/with-timeout.js';

/**
 * What a route shows when its page could not be loaded or crashed: a chunk that timed out or is missing
 * (spec section 8, ChunkLoadError) offers a reload, which fetches the current build's chunks.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError ? error : null;
  const title = chunk ? t(chunk.type === 'timeout' ? 'error.chunkTimeout' : 'error.chunk') : t('error.unknown');
  return (
    <div className="page page--center">
      <EmptyState icon="error" title={title} testId="route-error">
        <Button color="primary" shape="rounded" onClick={() => window.location.reload()}>{t('app.retry')}</Button>
        <Button shape="rounded" onClick={() => window.location.assign('/')}>{t('app.home')}</Button>
      </EmptyState>
    </div>
  );
}
