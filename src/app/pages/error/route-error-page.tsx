import { Button } from 'antd-mobile';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { ChunkLoadError, isChunkLoadFailure } from '../../routes/with-timeout.js';
import '../../styles/shell.css';

/**
 * What a route shows when its page could not be loaded or crashed. A chunk that timed out or is missing
 * (docs/spec/storefront-spec.md#8-the-error-catalogue, ChunkLoadError) has already been reloaded once with the entered values kept; here the
 * user retries (a reload fetches the current build's chunks) or goes home.
 */
export function RouteErrorPage({ error: given, reload = () => window.location.reload() }: { error?: unknown; reload?: () => void }) {
  const routeError = useRouteError();
  const error = given ?? routeError;
  const { t } = useTranslation();
  const chunk = isChunkLoadFailure(error);
  const timedOut = error instanceof ChunkLoadError && error.type === 'timeout';
  const title = chunk ? t(timedOut ? 'error.chunkTimeout' : 'error.chunk') : t('error.unknown');
  return (
    <div className="page page--center" data-testid={chunk ? 'chunk-error' : undefined}>
      <EmptyState icon="error" title={title} text={chunk ? t('shell.chunkHint') : undefined} testId="route-error">
        <Button color="primary" shape="rounded" data-testid="route-error-retry" onClick={reload}>{t('app.retry')}</Button>
        <Button shape="rounded" data-testid="route-error-home" onClick={() => window.location.assign('/')}>{t('app.home')}</Button>
      </EmptyState>
    </div>
  );
}
