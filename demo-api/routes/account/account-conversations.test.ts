import { describe, expect, it } from 'vitest';
import { seedImages } from '../../seed/account-images.ts';
import { CUSTOMER } from '../../seed/anchors.ts';
import { ADMIN_TOKEN, accountKit } from './account-test-kit.ts';
import { decodeBase64, sniffImage, textToHtml } from './conversations.ts';

describe('textToHtml', () => {
  it('escapes the text and keeps paragraphs and line breaks', () => {
    expect(textToHtml('  Hallo <script>x</script>\r\nregel 2\n\n\nnieuwe "alinea" & meer  ')).toBe(
      '<p>Hallo &#60;script&#62;x&#60;/script&#62;<br>regel 2</p><p>nieuwe &#34;alinea&#34; &#38; meer</p>',
    );
  });
});

describe('sniffImage and decodeBase64', () => {
  it('recognises the images by their bytes', () => {
    expect(sniffImage(seedImages().floorPlan)).toBe('image/png');
    expect(sniffImage(seedImages().damagePhoto)).toBe('image/gif');
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(new TextEncoder().encode('<svg/>'))).toBeNull();
  });

  it('reads plain base64 and a data URL, and nothing else', () => {
    expect(decodeBase64('aGFsbG8=')).toEqual(new TextEncoder().encode('hallo'));
    expect(decodeBase64('data:image/png;base64,aGFs\nbG8=')).toEqual(new TextEncoder().encode('hallo'));
    expect(decodeBase64('aGFsbG8')).toBeNull();
    expect(decodeBase64('a$GFsbG8=')).toBeNull();
    expect(decodeBase64('')).toBeNull();
  });
});

describe('the attachment download', () => {
  function attachmentPath(kit: ReturnType<typeof accountKit>): string {
    const attachment = kit.api.db.conversations.find((c) => c.CustomerID === CUSTOMER.branding && c.Attachments.length > 0)!.Attachments[0]!;
    return attachment.AttachmentUrl.replace(/^\/api/, '');
  }

  it('answers the bytes for a valid token in the query, without caching', async () => {
    const kit = accountKit();
    const response = await kit.call('GET', `${attachmentPath(kit)}?token=${ADMIN_TOKEN}`, { token: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(sniffImage(new Uint8Array(await response.arrayBuffer()))).toBe(response.headers.get('Content-Type'));
  });

  it('refuses an expired or revoked token, and a token only in the header', async () => {
    const kit = accountKit();
    const path = attachmentPath(kit);
    expect((await kit.call('GET', path)).status).toBe(401);
    kit.api.db.tokens.get(ADMIN_TOKEN)!.Revoked = true;
    expect((await kit.call('GET', `${path}?token=${ADMIN_TOKEN}`, { token: null })).status).toBe(401);
    kit.api.db.tokens.get(ADMIN_TOKEN)!.Revoked = false;
    kit.advance(25 * 3600_000);
    const expired = await kit.call('GET', `${path}?token=${ADMIN_TOKEN}`, { token: null });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ Error: { Message: 'Het token is verlopen of ongeldig', Code: 'TokenExpired' } });
  });
});

describe('a message of the lending service, for tests', () => {
  it('is stored with its HTML as given, and is the latest of its conversation', async () => {
    const kit = accountKit();
    const conversation = kit.api.db.conversations.find((c) => c.CustomerID === CUSTOMER.branding)!;
    const html = '<p>Hallo</p><img src="x" onerror="window.__xss = true">';
    const response = await kit.call('POST', `/__demo/conversations/${conversation.ConversationID}/provider-message`, { body: { Message: html } });
    expect(response.status).toBe(201);
    expect(conversation.Communications.at(-1)).toMatchObject({ Message: html, IsCustomerMessage: false });
    expect((await kit.call('POST', '/__demo/conversations/CONV-BESTAAT-NIET/provider-message', { body: { Message: html } })).status).toBe(404);
    expect((await kit.call('POST', `/__demo/conversations/${conversation.ConversationID}/provider-message`, { body: {} })).status).toBe(400);
  });
});
