/**
 * A photo uploaded from a queue that waited for the network (a claim submitted offline) is stored once per
 * user and Idempotency-Key: the same upload sent again under its key (the first answer was lost with the connection)
 * stores no second file and answers the first file's id; the key with another file is refused; an upload without a
 * key is stored as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { jpegHeader } from '../../support/purchase/upload-bytes.js';

const JPEG = jpegHeader(640, 480).toString('base64');

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
  await session.signIn();
});
afterAll(async () => {
  await session.stop();
});

const upload = (name: string, content: string, idempotencyKey?: string) =>
  session.client.callEnvelope('plat.fileUpload', { name, type: 'image/jpeg', content }, idempotencyKey ? { idempotencyKey } : {});
const storedFiles = () => session.tg.gateway.db.selectFrom('files').select(['file_id', 'name']).execute();

describe('replayable uploads (plat.fileUpload)', () => {
  it('stores one file per key and answers its id again to the same upload', async () => {
    const before = (await storedFiles()).length;
    const first = await upload('damage-1.jpg', JPEG, 'queued-photo-0001');
    expect(first && first.succ).toBe(true);
    const again = await upload('damage-1.jpg', JPEG, 'queued-photo-0001');
    expect(again && again.data).toEqual(first && first.data);
    const files = await storedFiles();
    expect(files).toHaveLength(before + 1);
    expect(files.filter((file) => file.file_id === (first && first.data?.fileId))).toHaveLength(1);
  });

  it('refuses the key sent again with another file, storing nothing', async () => {
    expect((await upload('damage-2.jpg', JPEG, 'queued-photo-0002')) && true).toBeTruthy();
    const before = (await storedFiles()).length;
    const reused = await upload('damage-3.jpg', JPEG, 'queued-photo-0002');
    expect(reused && !reused.succ && reused.tipCode).toBe('V00422');
    expect(await storedFiles()).toHaveLength(before);
  });

  it('stores every upload sent without a key, as before', async () => {
    const before = (await storedFiles()).length;
    await upload('damage-4.jpg', JPEG);
    await upload('damage-4.jpg', JPEG);
    expect(await storedFiles()).toHaveLength(before + 2);
  });
});
