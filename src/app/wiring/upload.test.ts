import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { demoXhrs } from '../../../tests/support/fake-xhr.ts';
import { cartInSession, demoShop, signIn, toastTexts } from '../../../tests/support/shop.ts';
import { attachmentsLogic } from './attachments.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

describe('an upload as the shop wires it (a child of the attachments)', () => {
  it('says in a toast why a file is refused, and why the backend refused one', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const { services } = demoShop(demo, { now: fixedClock.now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    const cartId = await cartInSession(services);
    // A tent takes no files: the backend refuses the upload with its own message.
    const line = services.cart.getSnapshot().context.cart!.Items[0]!.CartItemID;
    const attachments = createActor(attachmentsLogic(services, demoXhrs(demo).create), { input: { owner: { kind: 'cartItem', cartId, cartItemId: line }, attachments: [] } }).start();

    attachments.send({ type: 'FILES_CHOSEN', files: [new File(['x'], 'notities.txt', { type: 'text/plain' })] });
    expect(toastTexts(services)).toEqual([expect.stringMatching(/^notities\.txt: Het geselecteerde bestand is niet ondersteund\. Geldige bestanden: /)]);

    attachments.send({ type: 'FILES_CHOSEN', files: [new File([new Uint8Array(1024)], 'foto.png', { type: 'image/png' })] });
    await waitFor(services.toasts, (s) => s.context.toasts.length === 2);
    expect(toastTexts(services)[1]).toMatch(/^foto\.png: .*kan geen bestand toegevoegd worden/);
  });
});
