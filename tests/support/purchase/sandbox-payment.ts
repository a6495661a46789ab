/**
 * Completes a payment on the gateway's sandbox payment page the way a phone does: it opens the exact
 * `payUrl` that pay.createPayOrder answered (whatever it carries, e.g. a per-payment secret), and
 * submits the page's form for the chosen result with every field that form holds. Shared by the api
 * tests and the soak benchmark, so neither builds the completion path itself.
 */

/** What the payment page answered to the submitted form. */
export interface SandboxPaymentAnswer {
  /** HTTP status of the form post (303 when the page sends the phone back to the storefront). */
  status: number;
  /** Where the page sends the phone, or null. */
  location: string | null;
  /** The `payResult` of that return URL (`success` / `fail`), or null when there is none. */
  payResult: string | null;
}

/** A page form: where it posts and the fields it sends. */
interface PageForm {
  action: string;
  fields: URLSearchParams;
}

const FORM = /<form\b([^>]*)>([\s\S]*?)<\/form>/gi;
const INPUT = /<input\b([^>]*)>/gi;

/** The value of an attribute in a tag's attribute text (double or single quoted), HTML entities decoded. */
function attribute(attributes: string, name: string): string | null {
  const found = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(attributes);
  if (!found) return null;
  return (found[1] ?? found[2] ?? '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** Every post form of the page with its named inputs. */
function pageForms(html: string): PageForm[] {
  const forms: PageForm[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(FORM)) {
    if ((attribute(attributes, 'method') ?? 'get').toLowerCase() !== 'post') continue;
    const fields = new URLSearchParams();
    for (const [, input = ''] of body.matchAll(INPUT)) {
      const name = attribute(input, 'name');
      if (name !== null) fields.append(name, attribute(input, 'value') ?? '');
    }
    forms.push({ action: attribute(attributes, 'action') ?? '', fields });
  }
  return forms;
}

/** The payment page as opened: its forms, ready to submit, or how the payment was settled already. */
export interface SandboxPaymentPage {
  /** For a payment settled before: the `payResult` of the page's link back to the storefront; null while pending. */
  settled: string | null;
  /** Submits the form whose `result` is `result` (again, when retried); throws when the page offers none. */
  submit(result: 'success' | 'fail'): Promise<SandboxPaymentAnswer>;
}

/** Where a response sends the phone, and the payResult that return URL carries. */
function returnOf(location: string | null, base: URL): Pick<SandboxPaymentAnswer, 'location' | 'payResult'> {
  return { location, payResult: location === null ? null : new URL(location, base).searchParams.get('payResult') };
}

/** Opens `payUrl` (absolute, or a path on `gatewayUrl`); throws when the page does not answer 200. */
export async function openSandboxPayment(gatewayUrl: string, payUrl: string): Promise<SandboxPaymentPage> {
  const pageUrl = new URL(payUrl, gatewayUrl);
  const page = await fetch(pageUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`the sandbox payment page answered ${page.status}`);
  const forms = pageForms(html);
  const back = /<a\b([^>]*)>/i.exec(html);
  const backUrl = forms.length === 0 && back ? attribute(back[1] ?? '', 'href') : null;
  return {
    settled: backUrl === null ? null : returnOf(backUrl, pageUrl).payResult,
    async submit(result) {
      const form = forms.find((candidate) => candidate.fields.get('result') === result);
      if (!form) throw new Error(`the sandbox payment page offers no "${result}" form`);
      const posted = await fetch(new URL(form.action, pageUrl), {
        method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.fields.toString(),
      });
      await posted.arrayBuffer();
      return { status: posted.status, ...returnOf(posted.headers.get('location'), pageUrl) };
    },
  };
}

/** Opens `payUrl` and submits the form for `result` (see {@link openSandboxPayment}). */
export async function completeSandboxPayment(gatewayUrl: string, payUrl: string, result: 'success' | 'fail'): Promise<SandboxPaymentAnswer> {
  return (await openSandboxPayment(gatewayUrl, payUrl)).submit(result);
}
