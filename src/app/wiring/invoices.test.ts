import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { createInvoicesActors } from '../../../machines/invoices/actors.ts';
import { isPayable } from '../../domain/invoices.ts';
import { demoShop, failNextCalls, signIn, toastTexts } from '../../../tests/support/shop.ts';
import { invoicesLogic } from './invoices.ts';

vi.mock('../../ui/download.ts', () => ({ saveFile: vi.fn() }));

async function signedIn() {
  const demo = createDemoApi();
  const shop = demoShop(demo);
  await signIn(shop.services, DEMO_ACCOUNTS.admin);
  return { demo, ...shop };
}

describe('the invoices as the shop wires them', () => {
  it('reads the invoices with their actions, newest first, and fetches one as PDF bytes named after its order', async () => {
    const { services } = await signedIn();
    const invoices = createActor(invoicesLogic(services)).start();
    await waitFor(invoices, (s) => s.matches('ready'));
    const list = invoices.getSnapshot().context.invoices;
    expect(list.length).toBeGreaterThan(0);
    expect(list.some(isPayable)).toBe(true);
    expect(list.map((invoice) => invoice.DateInvoice)).toEqual([...list.map((invoice) => invoice.DateInvoice)].sort().reverse());

    const invoice = list.find((candidate) => candidate.OrderID.Key !== '')!;
    const { blob, fileName } = await toPromise(createActor(createInvoicesActors(services.api).fetchPdf, { input: invoice }).start());
    expect(fileName).toBe(`Factuur-${invoice.OrderID.Key}.pdf`);
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('says why a PDF could not be fetched, and keeps the list', async () => {
    const { demo, services } = await signedIn();
    const invoices = createActor(invoicesLogic(services)).start();
    await waitFor(invoices, (s) => s.matches('ready'));
    const invoice = invoices.getSnapshot().context.invoices[0]!;
    await failNextCalls(demo, 'GET /v2/shop/invoices/{id}/_pdf', { times: 10, status: 503 });
    invoices.send({ type: 'DOWNLOAD_REQUESTED', invoiceId: invoice.InvoiceID });
    await waitFor(invoices, (s) => s.matches('ready'));
    expect(invoices.getSnapshot().context.failure?.kind).toBe('download-failed');
    expect(toastTexts(services).at(-1)).toBeTruthy();
    expect(invoices.getSnapshot().context.invoices.length).toBeGreaterThan(0);
  });

  it('opens the payment of an open invoice through the payment return address', async () => {
    const { services, navigate } = await signedIn();
    const invoices = createActor(invoicesLogic(services)).start();
    await waitFor(invoices, (s) => s.matches('ready'));
    const open = invoices.getSnapshot().context.invoices.find(isPayable)!;
    invoices.send({ type: 'PAYMENT_REQUESTED', invoiceId: open.InvoiceID });
    expect(navigate).toHaveBeenLastCalledWith(expect.stringContaining(`orderInvoiceId=${open.InvoiceID}`));
  });
});
