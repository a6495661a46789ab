import { useMemo, useState } from 'react';
import { Button, CascaderView, type CascaderOption } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { EndpointData } from '../../../contract/index.js';
import { CallView } from '../../components/call-view.js';
import { useCall } from '../../components/use-call.js';
import { useStorefrontPath } from '../../shell/storefront-path.js';
import '../../styles/shell.css';

type AreaNode = EndpointData['adapter.areaTree']['items'][number];

function toOptions(nodes: readonly AreaNode[]): CascaderOption[] {
  return nodes.map((node) => ({
    label: node.name,
    value: node.code,
    children: node.children.length ? toOptions(node.children) : undefined,
  }));
}

/** The chain of nodes from a root down to `code` (empty when unknown). */
function chainTo(nodes: readonly AreaNode[], code: string): AreaNode[] {
  for (const node of nodes) {
    if (node.code === code) return [node];
    const below = chainTo(node.children, code);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** The nodes named by the picked codes, level by level. */
function chainOf(nodes: readonly AreaNode[], codes: readonly string[]): AreaNode[] {
  const chain: AreaNode[] = [];
  let level = nodes;
  for (const code of codes) {
    const node = level.find((item) => item.code === code);
    if (!node) break;
    chain.push(node);
    level = node.children;
  }
  return chain;
}

/** Appends the chosen area to the caller's address (an allow-listed storefront path). */
export function areaCallback(callback: string, area: { code: string; name: string; field: string | null }): string {
  const url = new URL(callback, 'http://storefront.invalid');
  url.searchParams.set('area', area.code);
  url.searchParams.set('areaName', area.name);
  if (area.field) url.searchParams.set('field', area.field);
  return `${url.pathname}${url.search}`;
}

function Chooser({ items }: { items: AreaNode[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const storefrontPath = useStorefrontPath();
  const [params] = useSearchParams();
  const rawCallback = params.get('callback');
  const callback = rawCallback ? storefrontPath(rawCallback) : null;
  const field = params.get('field');
  const initial = params.get('code');
  const options = useMemo(() => toOptions(items), [items]);
  const [value, setValue] = useState<string[]>(() => (initial ? chainTo(items, initial).map((node) => node.code) : []));
  const chain = chainOf(items, value);
  const last = chain[chain.length - 1];
  const complete = last !== undefined && last.children.length === 0;
  const name = chain.map((node) => node.name).join(' / ');
  const [chosen, setChosen] = useState<string | null>(null);

  const confirm = () => {
    if (!last || !complete) return;
    if (callback) {
      void navigate(areaCallback(callback, { code: last.code, name, field }), { replace: true });
      return;
    }
    setChosen(name);
  };

  return (
    <div className="page location-chooser">
      {rawCallback && !callback ? <p className="system-warning" data-testid="location-callback-refused">{t('system.location.callbackRefused')}</p> : null}
      <div className="system-card location-chooser__picker">
        <CascaderView
          options={options}
          value={value}
          onChange={(next) => setValue(next.filter((item): item is string => typeof item === 'string'))}
          placeholder={t('system.location.placeholder')}
        />
      </div>
      <div className="system-card location-chooser__summary" data-testid="location-selected">
        <span className="system-card__label">{t('system.location.selected')}</span>
        <strong>{name || t('system.location.none')}</strong>
        {chosen ? <p className="system-hint" data-testid="location-chosen">{t('system.location.chosen', { name: chosen })}</p> : null}
      </div>
      <div className="system-actions">
        <Button block color="primary" shape="rounded" size="large" disabled={!complete} onClick={confirm} data-testid="location-confirm">
          {t('app.confirm')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The location chooser (docs/spec/storefront-spec.md#2-screens-and-routes, system pages): /pages/system/locationChooser/index?callback=<path>
 * [&field=<name>][&code=<preselected>]. The user picks a Macao, Hong Kong or Guangdong area from
 * adapter.areaTree down to a leaf; confirm opens the callback (a storefront path only) with
 * `area`, `areaName` and `field` added.
 */
export function LocationChooserPage() {
  const { t } = useTranslation();
  const call = useCall('adapter.areaTree', {});
  return (
    <CallView call={call} testId="location-chooser" isEmpty={(data) => data.items.length === 0} emptyTitle={t('system.location.empty')}>
      {(data) => <Chooser items={data.items} />}
    </CallView>
  );
}
