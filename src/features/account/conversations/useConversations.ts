import { useState } from 'react';
import type { ConversationsInput } from '../../../../machines/conversations/machine.ts';
import { selectAccount, selectPending } from '../../../../machines/session/selectors.ts';
import { useServices } from '../../../app/services.ts';
import { conversationsLogic } from '../../../app/wiring/conversations.ts';
import { useFlow } from '../../../app/wiring/use-flow.ts';

/**
 * The conversations flow of a page: all of the customer's, or those about one order; `threadId`
 * on a thread's page. A half-written message the session kept for this page opens again.
 */
export function useConversations({ rentalObjectId = null, threadId = null }: { rentalObjectId?: string | null; threadId?: string | null }) {
  const { session } = useServices();
  // The page's guard lets only a signed-in user with the tab in: the account is there when it opens.
  const [input] = useState((): ConversationsInput => {
    const current = session.getSnapshot();
    return { customerId: selectAccount(current)?.CustomerID ?? '', rentalObjectId, threadId, draft: selectPending(current).messageDraft ?? null };
  });
  return useFlow(conversationsLogic, input);
}
