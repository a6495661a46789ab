/** What the three real-name authentication steps collect before the last one sends it (memory only: never stored). */
import { create } from 'zustand';
import type { IdType } from '../../../contract/index.js';

export interface AuthDraft {
  idType: IdType;
  name: string;
  idNumber: string;
  dob: string;
  update(patch: Partial<Pick<AuthDraft, 'idType' | 'name' | 'idNumber' | 'dob'>>): void;
  clear(): void;
}

const EMPTY = { idType: 'MO' as IdType, name: '', idNumber: '', dob: '' };

export const useAuthDraft = create<AuthDraft>()((set) => ({
  ...EMPTY,
  update: (patch) => set(patch),
  clear: () => set(EMPTY),
}));

/** The engine's identity-document format of each authentication document type. */
export const AUTH_ID_FORMAT: Record<IdType, 'id-mo' | 'id-hk' | 'id-cn'> = { MO: 'id-mo', HK: 'id-hk', CN: 'id-cn' };
export const AUTH_ID_TYPES: readonly IdType[] = ['MO', 'HK', 'CN'];
