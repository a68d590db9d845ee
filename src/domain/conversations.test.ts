import { describe, expect, it } from 'vitest';
import { INVALID } from './stored-shape.ts';
import {
  attachmentTypeOf,
  awaitsCustomer,
  checkMessageAttachment,
  draftForPlace,
  isMessageDraftValid,
  lastOwnMessage,
  latestCommunication,
  messageDraftProblems,
  newestFirst,
  previewOf,
  readMessageDraft,
  sortChosenFiles,
  unansweredConversationLike,
  type Conversation,
  type ConversationCommunication,
} from './conversations.ts';

const message = (id: string, at: string, own: boolean): ConversationCommunication => ({
  ConversationCommunicationID: id,
  Message: `<p>${id}</p>`,
  DateTimeCreated: at,
  IsCustomerMessage: own,
  Attachments: [],
});

const conversation = (id: string, modified: string, communications: ConversationCommunication[] = []): Conversation => ({
  ConversationID: id,
  CustomerID: 'CUST-1001',
  Subject: id,
  RentalObjectID: null,
  DateTimeCreated: '2026-10-01T09:00:00',
  DateTimeModified: modified,
  Attachments: [],
  Communications: communications,
});

describe('the latest message of a conversation', () => {
  it('is the one written last, and none for an empty conversation', () => {
    const first = message('COMM-1', '2026-11-01T10:00:00', true);
    const last = message('COMM-2', '2026-11-02T08:00:00', false);
    expect(latestCommunication({ Communications: [first, last] })).toBe(last);
    expect(latestCommunication({ Communications: [last, first] })).toBe(last);
    expect(latestCommunication({ Communications: [] })).toBeNull();
  });

  it('awaits the customer when the lending service spoke last', () => {
    expect(awaitsCustomer({ Communications: [message('COMM-1', '2026-11-01T10:00:00', true), message('COMM-2', '2026-11-02T08:00:00', false)] })).toBe(true);
    expect(awaitsCustomer({ Communications: [message('COMM-1', '2026-11-03T10:00:00', true)] })).toBe(false);
    expect(awaitsCustomer({ Communications: [] })).toBe(false);
  });
});

describe('a message whose answer was lost (decision 027)', () => {
  const own = (text: string, at = '2026-11-03T10:00:00'): ConversationCommunication => ({ ...message('COMM-9', at, true), Message: text });

  it('arrived when the last message is the customer’s own with the same words, as the backend keeps them in HTML', () => {
    const typed = 'Kan het & mag het < 5 uur?\n\nGroet,\nLotte';
    const stored = '<p>Kan het &amp; mag het &lt; 5 uur?</p><p>Groet,<br>Lotte</p>';
    expect(lastOwnMessage({ Communications: [message('COMM-1', '2026-11-01T10:00:00', false), own(stored)] }, typed)).toBe('COMM-9');
  });

  it('did not arrive when the last message is another text, the lending service’s, or there is none', () => {
    expect(lastOwnMessage({ Communications: [own('<p>Iets anders</p>')] }, 'Dag')).toBeNull();
    expect(lastOwnMessage({ Communications: [own('<p>Dag</p>', '2026-11-01T10:00:00'), message('COMM-2', '2026-11-02T08:00:00', false)] }, 'Dag')).toBeNull();
    expect(lastOwnMessage({ Communications: [] }, 'Dag')).toBeNull();
    expect(lastOwnMessage(null, 'Dag')).toBeNull();
  });
});

describe('a conversation made although its answer was lost', () => {
  const about = (id: string, created: string, subject: string, rentalObjectId: string | null, communications: ConversationCommunication[] = []): Conversation => ({
    ...conversation(id, created, communications),
    DateTimeCreated: created,
    Subject: subject,
    RentalObjectID: rentalObjectId,
  });

  it('is the newest with the subject and the order and no message yet', () => {
    const list = [
      about('CONV-1', '2026-11-20T10:00:00', 'Zijwanden', null),
      about('CONV-2', '2026-11-27T10:00:00', 'Zijwanden', null),
      about('CONV-3', '2026-11-28T10:00:00', 'Zijwanden', null, [message('COMM-1', '2026-11-28T10:00:00', true)]),
      about('CONV-4', '2026-11-29T10:00:00', 'Zijwanden', 'RO-1'),
      about('CONV-5', '2026-11-29T10:00:00', 'Bierbanken', null),
    ];
    expect(unansweredConversationLike(list, { subject: 'Zijwanden', rentalObjectId: null })).toBe('CONV-2');
    expect(unansweredConversationLike(list, { subject: 'Zijwanden', rentalObjectId: 'RO-1' })).toBe('CONV-4');
    expect(unansweredConversationLike(list, { subject: 'Tenten', rentalObjectId: null })).toBeNull();
  });
});

describe('the list of conversations', () => {
  it('shows the one changed last first, the newer id first on a tie', () => {
    const list = [conversation('CONV-301', '2026-11-01T10:00:00'), conversation('CONV-302', '2026-11-05T10:00:00'), conversation('CONV-303', '2026-11-01T10:00:00')];
    expect(newestFirst(list).map((c) => c.ConversationID)).toEqual(['CONV-302', 'CONV-303', 'CONV-301']);
  });

  it('previews a message as one line of text, cut with an ellipsis', () => {
    expect(previewOf('  Beste   klant,\n\n bedankt ')).toBe('Beste klant, bedankt');
    expect(previewOf('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(previewOf('kort', 10)).toBe('kort');
  });
});

describe('the type of an attachment', () => {
  it('comes from its media type, else its extension', () => {
    expect(attachmentTypeOf({ ContentType: 'image/png', FileName: 'a.png' })).toBe('PNG');
    expect(attachmentTypeOf({ ContentType: 'image/jpeg', FileName: 'foto.jpg' })).toBe('JPEG');
    expect(attachmentTypeOf({ ContentType: 'application/octet-stream', FileName: 'foto.gif' })).toBe('GIF');
    expect(attachmentTypeOf({ ContentType: 'application/octet-stream', FileName: 'zonder-extensie' })).toBe('application/octet-stream');
  });
});

describe('the attachments of a new message (spec 002 §3, §9)', () => {
  it('takes gif, png, jpeg and jpg in any case, up to 5 MB', () => {
    for (const name of ['a.gif', 'b.PNG', 'c.jpeg', 'd.Jpg']) expect(checkMessageAttachment({ name, size: 1000 })).toEqual({ kind: 'ok' });
    expect(checkMessageAttachment({ name: 'groot.png', size: 5 * 1024 * 1024 })).toEqual({ kind: 'ok' });
    expect(checkMessageAttachment({ name: 'groot.png', size: 5 * 1024 * 1024 + 1 })).toEqual({ kind: 'too-big' });
  });

  it('refuses other types, webp and pdf included', () => {
    for (const name of ['a.webp', 'b.pdf', 'c.svg', 'png']) expect(checkMessageAttachment({ name, size: 1000 })).toEqual({ kind: 'unsupported' });
  });

  it('splits a choice in the files that go and those removed with why', () => {
    const files = [
      { name: 'schets.png', size: 1000 },
      { name: 'offerte.pdf', size: 1000 },
      { name: 'groot.jpg', size: 6 * 1024 * 1024 },
    ];
    expect(sortChosenFiles(files)).toEqual({
      accepted: [files[0]],
      refused: [
        { file: files[1], refusal: 'unsupported' },
        { file: files[2], refusal: 'too-big' },
      ],
    });
  });
});

describe('a new message (spec 002 §3)', () => {
  it('needs a subject for a new conversation and a message, both within the contract', () => {
    expect(messageDraftProblems({ subject: ' ', message: '' }, { needsSubject: true })).toEqual({ subject: 'subject-required', message: 'message-required' });
    expect(messageDraftProblems({ subject: 'x'.repeat(201), message: 'x'.repeat(5001) }, { needsSubject: true })).toEqual({ subject: 'subject-too-long', message: 'message-too-long' });
    expect(isMessageDraftValid({ subject: 'Zijwanden', message: 'Kan dat?' }, { needsSubject: true })).toBe(true);
  });

  it('needs no subject for a reply', () => {
    expect(messageDraftProblems({ subject: '', message: 'Bedankt' }, { needsSubject: false })).toEqual({ subject: null, message: null });
    expect(isMessageDraftValid({ subject: '', message: '  ' }, { needsSubject: false })).toBe(false);
  });
});

describe('a half-written message kept over a reload', () => {
  const draft = { customerId: 'CUST-1001', conversationId: null, rentalObjectId: 'RO-1', subject: 'Zijwanden', message: 'Kan dat?' };
  const tab = { customerId: 'CUST-1001', rentalObjectId: null, threadId: null };

  it('belongs on the tab, and on the page of its own order only', () => {
    expect(draftForPlace(draft, tab)).toEqual(draft);
    expect(draftForPlace(draft, { ...tab, rentalObjectId: 'RO-1' })).toEqual(draft);
    expect(draftForPlace(draft, { ...tab, rentalObjectId: 'RO-2' })).toBeNull();
    expect(draftForPlace(draft, { ...tab, threadId: 'CONV-301' })).toBeNull();
  });

  it('a reply belongs on its own thread only', () => {
    const reply = { ...draft, conversationId: 'CONV-301', rentalObjectId: null, subject: '' };
    expect(draftForPlace(reply, { ...tab, threadId: 'CONV-301' })).toEqual(reply);
    expect(draftForPlace(reply, { ...tab, threadId: 'CONV-302' })).toBeNull();
    expect(draftForPlace(reply, tab)).toBeNull();
  });

  it('is not another customer’s, nor an empty one', () => {
    expect(draftForPlace({ ...draft, customerId: 'CUST-2' }, tab)).toBeNull();
    expect(draftForPlace({ ...draft, subject: '', message: '' }, tab)).toBeNull();
    expect(draftForPlace(null, tab)).toBeNull();
  });

  it('is read back from the form’s draft as it was kept; a mangled one is not read', () => {
    expect(readMessageDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(readMessageDraft({ ...draft, conversationId: 7 })).toBe(INVALID);
    expect(readMessageDraft({ ...draft, message: undefined })).toBe(INVALID);
    expect(readMessageDraft('Kan dat?')).toBe(INVALID);
  });
});
