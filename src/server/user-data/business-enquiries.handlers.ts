/**
 * Handlers of the business page's enquiry: stored for the business team under a reference the sender
 * can quote, and listed back to its sender only. Texts were checked by the rows' schemas and the phone
 * for its area code; the contact's name must be a Chinese or an English one, as on the page.
 */
import { randomBytes } from 'node:crypto';
import type { BusinessEnquiry } from '../../contract/rows/user-data.js';
import type { userDataRows } from '../../contract/rows/user-data.js';
import { checkName } from '../../engine/index.js';
import { macaoToday } from '../calendar/macao-clock.js';
import type { GatewayContext } from '../gateway-context.js';
import { invalidField } from '../gateway-error.js';
import { insertBusinessEnquiry, listUserBusinessEnquiries, type BusinessEnquiryRow } from './business-enquiries.repo.js';
import { callUser, type HandlersFor } from '../handlers/handler-types.js';

type BusinessEnquiryRows = Pick<typeof userDataRows, 'plat.addBusinessEnquiry' | 'plat.selectBusinessEnquiry'>;

/** Enquiries a page lists when the caller names no page size. */
const DEFAULT_PAGE_SIZE = 10;

function enquiryView(row: BusinessEnquiryRow): BusinessEnquiry {
  return {
    enquiryId: row.enquiry_id, company: row.company, contactName: row.contact_name,
    phone: `+${row.phone_code} ${row.phone}`, message: row.message, createdAt: row.created_at,
  };
}

export function businessEnquiryHandlers({ db, now }: GatewayContext): HandlersFor<BusinessEnquiryRows> {
  return {
    'plat.addBusinessEnquiry': async (call) => {
      const { company, contactName, areaCode, phone, message } = call.payload;
      const name = contactName.trim();
      if (!checkName(name, 'zh') && !checkName(name, 'en')) {
        throw invalidField({ path: 'contactName', name: 'contactName', labelKey: 'productPages.business.contactName', keyword: 'format' });
      }
      const at = now();
      const row: BusinessEnquiryRow = {
        enquiry_id: `BE-${macaoToday(at).replace(/-/g, '')}-${randomBytes(4).toString('hex').toUpperCase()}`,
        user_id: callUser(call).user_id, company: company.trim(), contact_name: name, phone_code: areaCode, phone,
        message: message.trim(), created_at: at.toISOString(),
      };
      await insertBusinessEnquiry(db, row);
      return enquiryView(row);
    },

    'plat.selectBusinessEnquiry': async (call) => {
      const { page = 1, pageSize = DEFAULT_PAGE_SIZE } = call.payload;
      const { rows, total } = await listUserBusinessEnquiries(db, callUser(call).user_id, (page - 1) * pageSize, pageSize);
      return { total, items: rows.map(enquiryView) };
    },
  };
}
