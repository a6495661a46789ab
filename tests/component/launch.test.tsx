import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { loadBundledLabels } from '../../src/app/i18n/bundled-labels.js';
import { parseLabelFile } from '../../src/app/i18n/label-file.js';
import { buildResources } from '../../src/app/i18n/resources.js';
import { ForbiddenPage } from '../../src/app/pages/forbidden/forbidden-page.js';
import { ServicePage } from '../../src/app/pages/service/service-page.js';
import { isRouteBanned, useBanStore } from '../../src/app/stores/ban.store.js';
import { useLaunchStore } from '../../src/app/stores/launch.store.js';
import { renderWithApp } from './support/render-with-app.js';
import { testI18n } from './support/test-i18n.js';

const noProducts = { tw: {}, cn: {}, en: {} };

describe('the launch sequence', () => {
  afterEach(() => {
    useBanStore.setState({ banRoutes: [], banFunctions: [] });
    useLaunchStore.setState({ forbiddenText: null });
  });

  it('reads a forbidden label file as the forbidden page with its text', () => {
    expect(parseLabelFile('Access to 10.0.0.1 is Forbidden')).toEqual({ kind: 'forbidden', text: 'Access to 10.0.0.1 is Forbidden' });
  });

  it('decodes the label file twice and lays labels and dictionaries over the bundled ones', async () => {
    const inner = JSON.stringify({ SYS_LABEL2: { tw: { 'app.title': '澳門保險網上商城' } }, SYS_DICT2: { tw: { gender: { M: '男性' } } } });
    const file = parseLabelFile(JSON.stringify(inner));
    if (file.kind !== 'labels') throw new Error(`expected labels, got ${file.kind}`);
    const tw = buildResources('tw', await loadBundledLabels('tw'), noProducts, file) as { app: { title: string; home: string }; dict: { gender: { M: string; F: string } } };
    expect(tw.app.title).toBe('澳門保險網上商城');
    expect(tw.app.home).toBe('返回首頁');
    expect(tw.dict.gender).toEqual({ M: '男性', F: '女' });
  });

  it('keeps the bundled labels when the file does not decode', () => {
    expect(parseLabelFile('window.labels = {')).toEqual({ kind: 'unreadable' });
  });

  it('shows the forbidden text on the forbidden page', async () => {
    useLaunchStore.getState().setForbidden('203.0.113.9 is Forbidden');
    renderWithApp(<ForbiddenPage />, { i18n: await testI18n('tw') });
    expect(screen.getByTestId('nothing').textContent).toContain('203.0.113.9 is Forbidden');
  });

  it('bans a route and everything under it', () => {
    expect(isRouteBanned('/pages/myPolicy/detail/index?b2cOrderId=1', ['/pages/myPolicy'])).toBe(true);
    expect(isRouteBanned('/pages/mine/index', ['/pages/myPolicy'])).toBe(false);
  });

  it('blocks navigation to a banned route with "this function is not yet open"', async () => {
    useBanStore.getState().setBans({ banRoutes: ['/pages/myPolicy/index'], banFunctions: [] });
    renderWithApp(<ServicePage />, { i18n: await testI18n('en'), path: '/pages/service/index' });
    fireEvent.click(screen.getByTestId('service-my-policy'));
    expect(await screen.findByText('This function is not yet open')).toBeTruthy();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });
});
