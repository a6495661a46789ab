import { describe, it, expect } from 'vitest';
import * as validation from '../../../src/engine/validation/index.js';

describe('src/engine/validation public surface', () => {
  it('exports exactly the agreed names', () => {
    expect(Object.keys(validation).sort()).toEqual([
      'COMPRESS_ACCURACY',
      'DATE_PICKER_YEARS',
      'DEFAULT_PHONE_AREA_CODE',
      'IMAGE_COMPRESS_TARGET_KB',
      'IMAGE_COMPRESS_THRESHOLD_KB',
      'KEYBOARD_RUN',
      'NAME_LENGTH',
      'PASSWORD_LENGTH',
      'PASSWORD_MESSAGE_KEYS',
      'PDF_MAX_BYTES',
      'PHONE_AREA_CODES',
      'REPEAT_LIMIT',
      'ROLLOVER_HOUR',
      'UPLOAD_EXTENSIONS',
      'USERNAME_PATTERN',
      'checkName',
      'checkPassword',
      'checkPhone',
      'checkUpload',
      'checkUsername',
      'customFormats',
      'displayLength',
      'formatCount',
      'formatDecimal',
      'formatMoney',
      'jsonFormats',
      'moneyText',
      'normalizePhone',
      'normalizePlate',
      'policyEndDate',
      'startDateFor',
    ]);
  });

  it('carries the limits of the spec', () => {
    expect(validation.NAME_LENGTH).toEqual({ min: 2, max: 60 });
    expect(validation.PASSWORD_LENGTH).toEqual({ min: 9, max: 20 });
    expect(validation.REPEAT_LIMIT).toBe(4);
    expect(validation.KEYBOARD_RUN).toBe(4);
    expect(validation.PHONE_AREA_CODES).toEqual(['853', '852', '86']);
    expect(validation.DEFAULT_PHONE_AREA_CODE).toBe('853');
    expect(validation.DATE_PICKER_YEARS).toBe(10);
    expect(validation.ROLLOVER_HOUR).toBe(22);
  });
});

describe('checkUsername', () => {
  it('takes a letter then letters, digits or underscores, 4 to 20 in all', () => {
    expect(validation.checkUsername('chan_tai_man')).toBe(true);
    expect(validation.checkUsername('abcd')).toBe(true);
    expect(validation.checkUsername('abc')).toBe(false);
    expect(validation.checkUsername('1abcd')).toBe(false);
    expect(validation.checkUsername('a'.repeat(21))).toBe(false);
    expect(validation.checkUsername('chan tai')).toBe(false);
  });
});
