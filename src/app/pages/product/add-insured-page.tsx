import { useMemo, useState } from 'react';
import { Button, CheckList, NoticeBar } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProductBundle } from '../../../engine/index.js';
import type { EndpointData } from '../../../contract/index.js';
import { CallView } from '../../components/call-view.js';
import { EmptyState } from '../../components/empty-state.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { ProductHead, useQueryProduct } from './product-shared.js';
import { ProductUnavailable } from './product-unavailable.js';

type People = EndpointData['user.selectRelativeAndSelf'];
type Draft = NonNullable<EndpointData['order.temporary']>;

/** A person the user may insure, as an item of the travel form's insurantInfo (the shared person fields + relation). */
interface Candidate {
  key: string;
  label: string;
  relation: string;
  insurant: Record<string, unknown>;
}

const PERSON_FIELDS = ['englishName', 'chineseName', 'portugueseName', 'gender', 'dob', 'identifyNo'] as const;

function toInsurant(person: Record<string, unknown>, relation: string): Record<string, unknown> {
  const insurant: Record<string, unknown> = { relation };
  for (const field of PERSON_FIELDS) if (person[field] !== undefined && person[field] !== null && person[field] !== '') insurant[field] = person[field];
  return insurant;
}

function candidatesOf(people: People): Candidate[] {
  const list: Candidate[] = [];
  // The user can insure themselves only once their real-name details are on file.
  if (people.self.authenticated && people.self.englishName) {
    list.push({ key: 'SELF', label: people.self.chineseName || people.self.englishName, relation: 'SELF', insurant: toInsurant(people.self as unknown as Record<string, unknown>, 'SELF') });
  }
  for (const relative of people.relatives) {
    list.push({
      key: relative.relativeId,
      label: relative.chineseName || relative.englishName,
      relation: relative.relation,
      insurant: toInsurant(relative as unknown as Record<string, unknown>, relative.relation),
    });
  }
  return list;
}

const documentOf = (insurant: Record<string, unknown>): string => JSON.stringify(insurant.identifyNo ?? null);

/** How many people the order may insure: the chosen plan's maxInsured, else the form's insurantInfo maxItems, else 10. */
function insuredLimit(bundle: ProductBundle, formData: Record<string, unknown>): number {
  const plan = bundle.definition.plans.find((candidate) => candidate.code === formData.planCode);
  if (plan?.maxInsured) return plan.maxInsured;
  const property = (bundle.formSchema.properties as Record<string, { maxItems?: number }> | undefined)?.insurantInfo;
  return property?.maxItems ?? 10;
}

/**
 * /pages/product/addInsured/index?productCode=X&b2cOrderId=Y: adds insured people to a travel order from
 * the user's relatives (user.selectRelativeAndSelf), then saves the draft (order.tempSave at the step already
 * saved) and returns to the order, which resumes with them. Without an order there is nothing to add to.
 */
export function AddInsuredPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const b2cOrderId = query.get('b2cOrderId');
  const { code, bundle } = useQueryProduct();
  if (!bundle) return <ProductUnavailable code={code} />;
  if (!b2cOrderId) {
    return (
      <div className="page page--center">
        <EmptyState icon="empty" title={t('productPages.addInsured.noOrder')} text={t('productPages.addInsured.noOrderText')} testId="add-insured-no-order">
          <StartOrderButton code={bundle.definition.code} />
        </EmptyState>
      </div>
    );
  }
  return <AddInsured bundle={bundle} b2cOrderId={b2cOrderId} />;
}

function StartOrderButton({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  return <Button color="primary" shape="rounded" onClick={() => navigate(paths.order(code))}>{t('productPages.addInsured.startOrder')}</Button>;
}

function AddInsured({ bundle, b2cOrderId }: { bundle: ProductBundle; b2cOrderId: string }) {
  const { t } = useTranslation();
  const code = bundle.definition.code;
  const draft = useCall('order.temporary', { b2cOrderId }, { params: { product: code } });
  const people = useCall('user.selectRelativeAndSelf');
  return (
    <div className="page page--products page--with-action-bar">
      <ProductHead bundle={bundle} subtitle={t('productPages.addInsured.intro')} />
      <CallView call={draft} testId="add-insured-order" isEmpty={(data) => data === null} emptyTitle={t('productPages.addInsured.noOrder')}>
        {(order) => (
          <CallView
            call={people}
            testId="add-insured-people"
            isEmpty={(data) => candidatesOf(data).length === 0}
            emptyTitle={t('productPages.addInsured.noPeople')}
            emptyText={t('productPages.addInsured.noPeopleText')}
            emptyActions={<RelativesButton />}
          >
            {(data) => <PeoplePicker bundle={bundle} order={order as Draft} candidates={candidatesOf(data)} />}
          </CallView>
        )}
      </CallView>
    </div>
  );
}

function RelativesButton() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  return <Button shape="rounded" color="primary" fill="outline" data-testid="to-relatives" onClick={() => navigate(paths.mineRelatives())}>{t('productPages.addInsured.manageRelatives')}</Button>;
}

function PeoplePicker({ bundle, order, candidates }: { bundle: ProductBundle; order: Draft; candidates: Candidate[] }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const [picked, setPicked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const code = bundle.definition.code;
  const existing = useMemo(() => {
    const list = Array.isArray(order.formData.insurantInfo) ? (order.formData.insurantInfo as Record<string, unknown>[]) : [];
    return list.filter((item) => typeof item.englishName === 'string' && item.englishName !== '');
  }, [order.formData]);
  const insuredDocuments = new Set(existing.map(documentOf));
  const limit = insuredLimit(bundle, order.formData);
  const room = limit - existing.length;
  const tooMany = picked.length > room;

  const save = async () => {
    const added = candidates.filter((candidate) => picked.includes(candidate.key)).map((candidate) => candidate.insurant);
    setSaving(true);
    const step = order.step ?? bundle.definition.steps[0]?.id ?? 'plan';
    const answer = await api.call('order.tempSave', {
      b2cOrderId: order.b2cOrderId, step, formData: { ...order.formData, insurantInfo: [...existing, ...added] },
    }, { params: { product: code } });
    setSaving(false);
    if (answer) navigate(paths.order(code), { replace: true });
  };

  return (
    <>
      <p className="products-note" data-testid="insured-room">{t('productPages.addInsured.room', { count: Math.max(room, 0), limit })}</p>
      {tooMany ? <NoticeBar color="alert" content={t('productPages.addInsured.tooMany', { count: room })} data-testid="too-many" /> : null}
      <CheckList multiple value={picked} onChange={(value) => setPicked(value as string[])} className="products-checklist">
        {candidates.map((candidate) => {
          const already = insuredDocuments.has(documentOf(candidate.insurant));
          return (
            <CheckList.Item key={candidate.key} value={candidate.key} disabled={already} data-testid={`person-${candidate.key}`}
              description={already ? t('productPages.addInsured.already') : t(`dict.relation.${candidate.relation}`)}>
              {candidate.label}
            </CheckList.Item>
          );
        })}
      </CheckList>
      <div className="action-bar">
        <Button color="primary" shape="rounded" size="large" className="action-bar__button" data-testid="add-insured-save"
          disabled={picked.length === 0 || tooMany} loading={saving} onClick={() => void save()}>
          {t('productPages.addInsured.save', { count: picked.length })}
        </Button>
      </div>
    </>
  );
}
