import type { Hono } from 'hono';
import { z } from 'zod';
import type { DemoEnv } from '../../lib/http.ts';
import { sendMail } from './accounts.ts';
import { email, parseBody, requiredText } from './rules.ts';

/** Where the contact form's messages go; the demo mailbox shows them. */
export const LENDING_SERVICE_EMAIL = 'uitleendienst@west-vlaanderen.demo.test';

const ContactFormBody = z.object({
  Name: requiredText.max(200),
  Email: email,
  Phone: z.string().trim().max(50).default(''),
  Subject: requiredText.max(200),
  Message: requiredText.max(5000),
});

export function registerContactFormRoutes(app: Hono<DemoEnv>): void {
  app.post('/v2/_contact-form', async (c) => {
    const form = await parseBody(c, ContactFormBody);
    sendMail(c.get('db'), c.get('clock'), {
      To: LENDING_SERVICE_EMAIL,
      Subject: `Contactformulier: ${form.Subject}`,
      Body: `Van ${form.Name} <${form.Email}>${form.Phone ? `, tel. ${form.Phone}` : ''}\n\n${form.Message}`,
      Link: null,
      Code: null,
      Purpose: 'contact-form',
    });
    return c.body(null, 204);
  });
}
