import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Invoice } from '../../src/domain/invoices.ts';
import { sampleInvoice } from '../../src/domain/invoices.samples.ts';
import { invoicesMachine } from './machine.ts';
import { selectDownloadFailure, selectLoadFailure, selectRows, selectStatus } from './selectors.ts';

const OPEN = sampleInvoice('F-1', 121);
const PAID = sampleInvoice('F-2', 0, '');
const NETWORK = { kind: 'network', status: 0, serverMessage: null };

/** The invoices tab over fakes: the list fails `loadFails` times first; a PDF fails when `pdfFails`. */
async function start({ loadFails = 0, pdfFails = false } = {}) {
  const effects = { saveDocument: vi.fn(), openPayment: vi.fn(), announceFailure: vi.fn() };
  let failures = loadFails;
  let releasePdf: () => void = () => {};
  const actor = createActor(
    invoicesMachine.provide({
      actors: {
        loadInvoices: fromPromise<Invoice[]>(async () => {
          if (failures-- > 0) throw NETWORK;
          return [OPEN, PAID];
        }),
        fetchPdf: fromPromise<{ blob: Blob; fileName: string }, Invoice>(async ({ input }) => {
          await new Promise<void>((resolve) => (releasePdf = resolve));
          if (pdfFails) throw NETWORK;
          return { blob: new Blob(['%PDF-1.4']), fileName: `Factuur-${input.InvoiceID}.pdf` };
        }),
      },
      actions: {
        saveDocument: (_, params) => effects.saveDocument(params),
        openPayment: (_, params) => effects.openPayment(params),
        announceFailure: (_, params) => effects.announceFailure(params),
      },
    }),
  ).start();
  await waitFor(actor, (s) => !s.hasTag('loading'));
  return { actor, effects, releasePdf: () => releasePdf() };
}

describe('the invoices tab (spec 002 §2, §7)', () => {
  it('reads the invoices; a failed read says so in the table and reads again on request', async () => {
    const { actor } = await start({ loadFails: 1 });
    expect(selectStatus(actor.getSnapshot())).toBe('failed');
    expect(selectLoadFailure(actor.getSnapshot())).toEqual({ kind: 'load-failed', error: NETWORK });
    actor.send({ type: 'RETRY_REQUESTED' });
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectLoadFailure(actor.getSnapshot())).toBeNull();
    expect(selectRows(actor.getSnapshot()).map((row) => row.invoice.InvoiceID)).toEqual(['F-1', 'F-2']);
  });

  it('offers "Nu betalen" on an open invoice, "Betaald" on a paid one, each in its currency (euro when it names none)', async () => {
    const { actor } = await start();
    expect(selectRows(actor.getSnapshot()).map(({ currency, payable, paid }) => ({ currency, payable, paid }))).toEqual([
      { currency: 'EUR', payable: true, paid: false },
      { currency: 'EUR', payable: false, paid: true },
    ]);
  });

  it('fetches one PDF at a time and hands it to the browser', async () => {
    const { actor, effects, releasePdf } = await start();
    actor.send({ type: 'DOWNLOAD_REQUESTED', invoiceId: 'F-1' });
    expect(selectRows(actor.getSnapshot()).map(({ downloading, downloadBlocked }) => [downloading, downloadBlocked])).toEqual([
      [true, false],
      [false, true],
    ]);
    actor.send({ type: 'DOWNLOAD_REQUESTED', invoiceId: 'F-2' });
    releasePdf();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(effects.saveDocument).toHaveBeenCalledExactlyOnceWith({ blob: expect.any(Blob), fileName: 'Factuur-F-1.pdf' });
    expect(selectRows(actor.getSnapshot()).every(({ downloading, downloadBlocked }) => !downloading && !downloadBlocked)).toBe(true);
  });

  it('says a PDF that could not be fetched under the table, which stays; the next download clears it', async () => {
    const { actor, effects, releasePdf } = await start({ pdfFails: true });
    actor.send({ type: 'DOWNLOAD_REQUESTED', invoiceId: 'F-1' });
    releasePdf();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectDownloadFailure(actor.getSnapshot())).toEqual({ kind: 'download-failed', error: NETWORK });
    expect(selectLoadFailure(actor.getSnapshot())).toBeNull();
    expect(selectStatus(actor.getSnapshot())).toBe('ready');
    expect(effects.announceFailure).toHaveBeenCalledWith({ failure: { kind: 'download-failed', error: NETWORK } });
    actor.send({ type: 'DOWNLOAD_REQUESTED', invoiceId: 'F-1' });
    expect(selectDownloadFailure(actor.getSnapshot())).toBeNull();
  });

  it('opens the payment of an open invoice only; an unknown invoice is neither paid nor downloaded', async () => {
    const { actor, effects } = await start();
    actor.send({ type: 'PAYMENT_REQUESTED', invoiceId: 'F-2' });
    actor.send({ type: 'PAYMENT_REQUESTED', invoiceId: 'F-9' });
    expect(effects.openPayment).not.toHaveBeenCalled();
    actor.send({ type: 'PAYMENT_REQUESTED', invoiceId: 'F-1' });
    expect(effects.openPayment).toHaveBeenCalledExactlyOnceWith({ invoiceId: 'F-1' });
    actor.send({ type: 'DOWNLOAD_REQUESTED', invoiceId: 'F-9' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });
});
