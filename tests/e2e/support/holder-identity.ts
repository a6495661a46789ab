/**
 * The policy holder's identity on an order wizard's holder step (MTV, FHH): English and Chinese name, gender,
 * date of birth, Macao identity card and Macao phone, each typed wrong first and refused with its localised
 * message, then typed right and accepted.
 */
import type { Page } from 'playwright-core';
import { choose, expectAccepted, expectRejected, typeAndLeave } from './form-fields.js';

/**
 * Fills the identity of the holder whose fields start with `holder` (e.g. `root_holderInfo`), a wrong value
 * first for each; `message` gives the storefront's text of a message key in the page's language.
 */
export async function fillHolderIdentity(page: Page, holder: string, phone: string, message: (key: string) => string): Promise<void> {
  await typeAndLeave(page, `${holder}_englishName`, '陳大文');
  await expectRejected(page, `${holder}_englishName`, message('validation.format.en-name'), '陳大文');
  await typeAndLeave(page, `${holder}_englishName`, 'CHAN TAI MAN');
  await expectAccepted(page, `${holder}_englishName`);
  await typeAndLeave(page, `${holder}_chineseName`, 'Chan');
  await expectRejected(page, `${holder}_chineseName`, message('validation.format.zh-name'), 'Chan');
  await typeAndLeave(page, `${holder}_chineseName`, '陳大文');
  await expectAccepted(page, `${holder}_chineseName`);
  await choose(page, `${holder}_gender`, 'M');
  await typeAndLeave(page, `${holder}_dob`, '1985-02-30');
  await expectRejected(page, `${holder}_dob`, message('validation.format.date'), '1985-02-30');
  await typeAndLeave(page, `${holder}_dob`, '1985-04-20');
  await expectAccepted(page, `${holder}_dob`);
  await choose(page, `${holder}_identifyNo_identificationType`, 'IDCARD_MO');
  await typeAndLeave(page, `${holder}_identifyNo_IDCARD_MO`, '12345');
  await expectRejected(page, `${holder}_identifyNo_IDCARD_MO`, message('validation.format.id-mo'), '12345');
  await typeAndLeave(page, `${holder}_identifyNo_IDCARD_MO`, '1234567(8)');
  await expectAccepted(page, `${holder}_identifyNo_IDCARD_MO`);
  await typeAndLeave(page, `${holder}_mobilePhoneNo_853`, '12345678');
  await expectRejected(page, `${holder}_mobilePhoneNo_853`, message('validation.format.mo-phone'), '12345678');
  await typeAndLeave(page, `${holder}_mobilePhoneNo_853`, phone);
  await expectAccepted(page, `${holder}_mobilePhoneNo_853`);
}
