import { useEffect, useState } from 'react';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { UserMessage } from '../../../contract/rows/engagement.js';
import { CallView } from '../../components/call-view.js';
import { useCall } from '../../components/use-call.js';
import { macaoDateTime } from '../../i18n/macao-date-time.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { isMessageKind } from './message-kinds.js';
import '../../styles/service.css';

/**
 * The messages (message.list), optionally of one kind (?kind=). Tapping an unread one marks it read
 * (message.read) and lowers the unread count; a message with a link then opens that storefront page.
 */
export function MsgListPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const [query] = useSearchParams();
  const kindParam = query.get('kind');
  const kind = isMessageKind(kindParam) ? kindParam : null;
  const messages = useCall('message.list', { page: 1, pageSize: 50 });
  const [read, setRead] = useState<Set<string>>(new Set());
  const [unread, setUnread] = useState<number | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    if (messages.load.state === 'done') {
      setUnread(messages.load.data.unread);
      setRead(new Set());
    }
  }, [messages.load]);

  const tap = async (message: UserMessage) => {
    const isUnread = message.unread && !read.has(message.messageId);
    if (isUnread) {
      const answer = await api.call('message.read', { messageId: message.messageId });
      if (answer !== false) {
        setRead((before) => new Set(before).add(message.messageId));
        setUnread(answer.unread);
      }
    }
    if (message.link && message.link.startsWith('/')) navigate(message.link);
    else setOpen((current) => (current === message.messageId ? null : message.messageId));
  };

  const readAll = async () => {
    const answer = await api.call('message.read', { messageId: null });
    if (answer === false) return;
    setUnread(answer.unread);
    if (messages.load.state === 'done') setRead(new Set(messages.load.data.items.map((message) => message.messageId)));
  };

  return (
    <CallView
      call={messages}
      testId="msg-list"
      isEmpty={(data) => data.items.every((message) => kind !== null && message.kind !== kind)}
      emptyTitle={t('messages.empty')}
    >
      {(data) => {
        const items = kind ? data.items.filter((message) => message.kind === kind) : data.items;
        const count = unread ?? data.unread;
        return (
          <div className="page svc-page">
            <div className="svc-msg-head">
              <span data-testid="msg-unread">{count > 0 ? t('messages.unreadTotal', { count }) : t('messages.allCaughtUp')}</span>
              {count > 0 ? <Button size="mini" shape="rounded" onClick={() => void readAll()} data-testid="msg-read-all">{t('messages.readAll')}</Button> : null}
            </div>
            {kind ? <h2 className="section__title">{t(`messages.kind.${kind}`)}</h2> : null}
            <div className="card-list">
              {items.map((message) => {
                const isUnread = message.unread && !read.has(message.messageId);
                return (
                  <button
                    key={message.messageId}
                    type="button"
                    className={`svc-message${isUnread ? ' svc-message--unread' : ''}`}
                    onClick={() => void tap(message)}
                    data-testid={`msg-${message.messageId}`}
                    data-unread={isUnread ? 'true' : 'false'}
                  >
                    <span className="svc-message__head">
                      {isUnread ? <span className="svc-message__dot" aria-label={t('messages.unread')} /> : null}
                      <span className="svc-message__title">{message.title}</span>
                      <Tag round color="primary" fill="outline">{t(`messages.kind.${message.kind}`)}</Tag>
                    </span>
                    <span className={`svc-message__body${open === message.messageId ? ' svc-message__body--open' : ''}`}>{message.body}</span>
                    <span className="svc-message__foot">
                      <span>{macaoDateTime(message.createdAt)}</span>
                      {message.link ? <span className="svc-message__link">{t('messages.open')}</span> : null}
                    </span>
                  </button>
                );
              })}
            </div>
          </div>
        );
      }}
    </CallView>
  );
}
