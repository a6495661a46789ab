import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_ARTICLES } from '../../../src/server/engagement/knowledge-articles.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
});
afterAll(async () => {
  await session.stop();
});

describe('knowledge articles', () => {
  it('lists the articles of a category newest first and opens one, in the caller\'s language', async () => {
    const { client } = session;
    const travel = KNOWLEDGE_ARTICLES.filter((article) => article.category === 'travel')
      .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
    const first = travel[0];
    if (!first) throw new Error('no travel article is seeded');

    session.setLang('en');
    const en = await client.call('knowledge.list', { category: 'travel', page: 1, pageSize: 10 });
    expect(en && en.total).toBe(travel.length);
    expect(en && en.items.map((item) => item.title)).toEqual(travel.map((article) => article.texts.en.title));
    expect(en && en.categories.find((category) => category.code === 'motor')?.name).toBe('Motor');

    session.setLang('tw');
    const tw = await client.call('knowledge.list', { category: 'travel' });
    expect(tw && tw.items.map((item) => item.title)).toEqual(travel.map((article) => article.texts.tw.title));
    const detail = await client.call('knowledge.detail', {}, { params: { id: first.articleId } });
    expect(detail).toEqual({
      articleId: first.articleId, category: 'travel', publishedOn: first.publishedOn,
      title: first.texts.tw.title, summary: first.texts.tw.summary, bodyHtml: first.texts.tw.bodyHtml,
    });
    expect(detail && detail.bodyHtml).not.toMatch(/<script|on\w+=/i);

    const all = await client.call('knowledge.list', { page: 1, pageSize: 2 });
    expect(all && all.total).toBe(KNOWLEDGE_ARTICLES.length);
    expect(all && all.items).toHaveLength(2);
    const found = await client.call('knowledge.list', { keyword: '颱風' });
    expect(found && found.items.map((item) => item.articleId)).toEqual(['KA-TYPHOON-HOME']);

    session.setLang('en');
    expect(await client.call('knowledge.detail', {}, { params: { id: 'KA-NO-SUCH' } })).toBe(false);
    expect(session.lastToast()).toBe('Not found');
  });
});
