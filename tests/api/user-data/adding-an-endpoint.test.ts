/**
 * docs/adding-an-endpoint.md, followed literally: each of its code blocks names a file, and every line of the
 * block must stand in that file as written, so the guide cannot point at a file that moved or show code that
 * changed. Then its example endpoint is called as its last step says, through the storefront's real signed
 * client: the answer, the row the table step created, and the list scoped to the caller.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClientSession, type ClientSession } from '../support/client-session.js';

const GUIDE = 'docs/adding-an-endpoint.md';

/** The guide's code blocks: the file each names after its language, and its lines, trimmed, blanks left out. */
function guideBlocks(markdown: string): { file: string; lines: string[] }[] {
  return [...markdown.matchAll(/^ *```ts (\S+)\n([\s\S]*?)^ *```$/gm)].map(([, file = '', body = '']) => ({
    file, lines: body.split('\n').map((line) => line.trim()).filter((line) => line !== ''),
  }));
}

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
});
afterAll(async () => {
  await session.stop();
});

describe('adding an endpoint as docs/adding-an-endpoint.md says', () => {
  const blocks = guideBlocks(readFileSync(GUIDE, 'utf8'));

  it('shows only code that stands, as written, in the file each step names', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(9);
    const missing = blocks.flatMap(({ file, lines }) => {
      if (!existsSync(file)) return [`${file}: no such file`];
      const text = readFileSync(file, 'utf8');
      return lines.filter((line) => !text.includes(line)).map((line) => `${file}: ${line}`);
    });
    expect(missing).toEqual([]);
  });

  it('names the request type and the compile-time checks that src/contract/requests.ts really has', () => {
    const guide = readFileSync(GUIDE, 'utf8');
    const requests = readFileSync('src/contract/requests.ts', 'utf8');
    for (const name of ['EndpointRequest', 'requestSchemasCoverEveryRow', 'everyRowHasARequestType']) {
      expect(guide).toContain(`\`${name}`);
      expect(requests).toContain(name);
    }
  });

  it('answers its example through the real client: stored in its table for the caller, listed back to the caller only', async () => {
    const { client } = session;
    const user = await session.signIn();
    const sent = await client.call('plat.addBusinessEnquiry', { company: 'Macau Trading Ltd', contactName: 'CHAN TAI MAN', areaCode: '853', phone: '66123456', message: 'Group medical cover for 20 staff' });
    if (!sent) throw new Error(`addBusinessEnquiry refused: ${session.lastToast() ?? ''}`);
    expect(sent).toMatchObject({ company: 'Macau Trading Ltd', contactName: 'CHAN TAI MAN', phone: '+853 66123456' });
    const stored = await session.tg.gateway.db.selectFrom('business_enquiries').select(['enquiry_id', 'user_id']).where('enquiry_id', '=', sent.enquiryId).execute();
    expect(stored).toEqual([{ enquiry_id: sent.enquiryId, user_id: user.userId }]);
    expect(await client.call('plat.selectBusinessEnquiry', {})).toMatchObject({ total: 1, items: [{ enquiryId: sent.enquiryId }] });
    await session.signIn();
    expect(await client.call('plat.selectBusinessEnquiry', {})).toEqual({ total: 0, items: [] });
  });
});
