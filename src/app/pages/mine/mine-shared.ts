/** What several mine pages share: the signed-in user's info kept in the session store, the avatar picture, uploads. */
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../api/index.js';
import type { UserInfo } from '../../../contract/index.js';
import { checkUpload, customFormats, macaoToday, type CustomFormatName } from '../../../engine/index.js';
import { useCall, type UseCall } from '../../components/use-call.js';
import { useServices } from '../../services/app-services.js';
import { useSessionStore } from '../../stores/session.store.js';

/** Keeps the session store's user in step with a fresh answer of the gateway. */
export function rememberUser(user: UserInfo): void {
  const { token, signIn } = useSessionStore.getState();
  if (token) signIn(token, user);
}

/** user.selectUserInfo for a page; the answer also refreshes the session store. */
export function useUserInfo(): UseCall<UserInfo> {
  const call = useCall('user.selectUserInfo');
  useEffect(() => {
    if (call.load.state === 'done') rememberUser(call.load.data);
  }, [call.load]);
  return call;
}

/** The avatar as a data: URL (plat.fileDownload of headFileId), or null while loading or when none is set. */
export function useAvatar(headFileId: string | null | undefined): string | null {
  const { api } = useServices();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!headFileId) {
      setUrl(null);
      return undefined;
    }
    let current = true;
    void api.call('plat.fileDownload', {}, { params: { id: headFileId } }).then((file) => {
      if (current && file) setUrl(`data:${file.type || 'image/png'};base64,${file.content}`);
    });
    return () => {
      current = false;
    };
  }, [api, headFileId]);
  return url;
}

/** Why a picture was not uploaded: an i18n key under validation.upload. */
export type UploadRefusal = 'empty' | 'format' | 'size' | 'failed';

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => {
      const text = String(reader.result ?? '');
      resolve(text.slice(text.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}

/** Checks a picture with the engine's upload rules, then stores it (plat.fileUpload): its fileId, or why not. */
export async function uploadPicture(api: ApiClient, file: File): Promise<{ fileId: string } | { refused: UploadRefusal }> {
  const check = checkUpload({ name: file.name, size: file.size });
  if (!check.ok) return { refused: check.error };
  let content: string;
  try {
    content = await readBase64(file);
  } catch {
    return { refused: 'failed' };
  }
  const stored = await api.call('plat.fileUpload', { name: file.name, type: file.type || 'application/octet-stream', content });
  return stored === false ? { refused: 'failed' } : { fileId: stored.fileId };
}

/** A real calendar date YYYY-MM-DD, not after today (Macao). */
export function isPastDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && value <= macaoToday();
}

/** Whether a value has one of the engine's custom formats (names, phones, identity documents, plates). */
export function fitsFormat(format: CustomFormatName, value: string): boolean {
  return customFormats[format]?.test(value) ?? false;
}
