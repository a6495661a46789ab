import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { channelDisables } from '../../services/channel.js';
import '../../styles/service.css';

const TOPICS = ['points', 'invitation', 'coupons'] as const;
type Topic = (typeof TOPICS)[number];
const RULE_COUNT: Record<Topic, number> = { points: 5, invitation: 4, coupons: 4 };

/** The rules of points, invitations and coupons (texts of the storefront); ?topic= opens one tab. The bank app has no points or coupons. */
export function RulesPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const topics = TOPICS.filter((topic) => !(topic === 'points' && channelDisables('functions', 'points')) && !(topic === 'coupons' && channelDisables('functions', 'coupons')));
  const asked = query.get('topic') as Topic | null;
  const active: Topic = asked && topics.includes(asked) ? asked : topics[0] ?? 'invitation';
  return (
    <div className="page svc-page">
      <Tabs activeKey={active} onChange={(key) => setQuery({ topic: key }, { replace: true })} className="svc-tabs">
        {topics.map((topic) => <Tabs.Tab key={topic} title={<span data-testid={`rules-tab-${topic}`}>{t(`service.rules.${topic}.tab`)}</span>} />)}
      </Tabs>
      <article className="mo-card svc-rules" data-testid={`rules-${active}`}>
        <h2 className="svc-rules__title">{t(`service.rules.${active}.title`)}</h2>
        <ol className="svc-rules__list">
          {Array.from({ length: RULE_COUNT[active] }, (_, index) => <li key={index}>{t(`service.rules.${active}.r${index + 1}`)}</li>)}
        </ol>
        <p className="svc-rules__note">{t('service.rules.note')}</p>
      </article>
    </div>
  );
}
