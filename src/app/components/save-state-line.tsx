import { useTranslation } from 'react-i18next';
import { useServices } from '../services/app-services.js';
import { useWriteQueueState } from '../services/write-queue.js';

/**
 * The one save-state line of a form whose writes wait for the network: waiting for the network, or
 * saved once back; `savedText` when nothing waits (none: no line). Never a toast per write.
 */
export function SaveStateLine({ savedText = null }: { savedText?: string | null }) {
  const { api } = useServices();
  const { t } = useTranslation();
  const state = useWriteQueueState(api);
  const text = state === 'waiting' ? t('order.save.waiting') : state === 'savedWhenBack' ? t('order.save.savedWhenBack') : savedText;
  return text ? <p className="notice" role="status" data-testid="save-state">{text}</p> : null;
}
