// The mail the e2e server sent, read from the mail sink it sends through (scripts/mail-sink.mjs,
// a real SMTP server started by Playwright's webServer list), and registering through the API as
// a shopper does: the details, the code from the mail, the confirmation.
import { MAIL_SINK_URL } from '../../../scripts/lib/e2e-ports.mjs';
import { expect, type APIRequestContext, type APIResponse } from './test';

export interface SentMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly receivedAt: string;
}

/** What the sink received for `address`, the newest first. */
export async function mailsTo(address: string): Promise<SentMail[]> {
  const response = await fetch(`${MAIL_SINK_URL}/mails?to=${encodeURIComponent(address)}`);
  expect(response.ok, 'the mail sink answers').toBe(true);
  return (await response.json()) as SentMail[];
}

/**
 * Waits for the newest mail to `address` that `matches`, among more than `seen` mails (the server
 * delivers its outbox every second, after the request that queued it has answered).
 */
export async function waitForMail(address: string, matches: (mail: SentMail) => boolean, seen = 0): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(address);
        found = mails.length > seen ? mails.find(matches) : undefined;
        return found !== undefined;
      },
      { message: `a mail to ${address}`, timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** A registration's code: the subject opens with it, in either language. */
const CODE_SUBJECT = /^(\d{6}) /;

/** The code of the newest registration mail to `address`, waiting for it; `seen` as waitForMail's. */
export async function mailedRegistrationCode(address: string, seen = 0): Promise<string> {
  const mail = await waitForMail(address, (candidate) => CODE_SUBJECT.test(candidate.subject), seen);
  return CODE_SUBJECT.exec(mail.subject)![1]!;
}

/** Registers through the API as the storefront does (202), reads the code from the mail and confirms it; answers the confirmation. */
export async function registerAndConfirm(request: APIRequestContext, data: Record<string, unknown> & { email: string }): Promise<APIResponse> {
  const started = await request.post('/api/auth/register', { data });
  expect(started.status(), await started.text()).toBe(202);
  const { email } = (await started.json()) as { email: string };
  const code = await mailedRegistrationCode(email);
  return request.post('/api/auth/register/confirm', { data: { email, code } });
}
