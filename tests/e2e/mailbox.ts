import type { APIRequestContext } from '@playwright/test';

/** A mail the demo backend "sent", as its mailbox lists it (newest first). */
export interface Mail {
  To: string;
  Subject: string;
  Link: string | null;
  Purpose: string;
}

export async function mailbox(request: APIRequestContext): Promise<Mail[]> {
  return (await (await request.get('/api/__demo/mailbox.json')).json()) as Mail[];
}

/** The newest mail of a purpose to an address, which must carry a link. */
export async function newestMail(request: APIRequestContext, to: string, purpose: string): Promise<Mail & { Link: string }> {
  const mail = (await mailbox(request)).find((m) => m.To === to && m.Purpose === purpose);
  if (!mail?.Link) throw new Error(`no ${purpose} mail with a link to ${to}`);
  return { ...mail, Link: mail.Link };
}
