/** Helpers of the mine section's component tests. */
import { fireEvent, screen } from '@testing-library/react';
import type { UserInfo } from '../../../src/contract/index.js';
import type { Relative } from '../../../src/contract/rows/user-data.js';

/** The native input (or textarea) inside an antd-mobile field carrying `testId`. */
export function field(testId: string): HTMLInputElement {
  const holder = screen.getByTestId(testId);
  const inner = holder.matches('input, textarea') ? holder : holder.querySelector('input, textarea');
  if (!inner) throw new Error(`no input in ${testId}`);
  return inner as HTMLInputElement;
}

/** Types `value` into the field and leaves it, as a user does before tapping Save (the order forms' fields give their text on leaving). */
export function type(testId: string, value: string): void {
  fireEvent.change(field(testId), { target: { value } });
  fireEvent.blur(field(testId));
}

export function ok<T>(data: T) {
  return { succ: true, tipCode: '000000', tipType: null, tipMsg: null, data };
}

export function refusal(tipMsg: string, data: unknown, tipCode = 'V00400') {
  return { succ: false, tipCode, tipType: 'E', tipMsg, data };
}

export const USER: UserInfo = {
  userId: 'U1', username: 'chantaiman', areaCode: '853', phone: '66123456', mail: 'tm@example.com', grade: 'standard', points: 1280,
  headFileId: null,
  info: { nameZh: null, nameEn: null, gender: null, birthday: null, address: null, authentication: null },
};

export const MOTHER: Relative = {
  relativeId: 'R0123456789ABCDEF',
  englishName: 'LEONG SIO LAN', chineseName: '梁少蘭', gender: 'F', dob: '1962-11-02',
  identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '5123456(7)' }, relation: 'PARENT',
  mobilePhoneNo: { code: '853', '853': '66778899' },
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};
