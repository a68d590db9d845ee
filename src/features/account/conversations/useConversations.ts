import { useState } from 'react';
import type { ConversationsInput } from '../../../../machines/conversations/machine.ts';
import { selectAccount } from '../../../../machines/session/selectors.ts';
import { useServices } from '../../../app/services.ts';
import { conversationsLogic } from '../../../app/wiring/conversations.ts';
import { useFlow } from '../../../app/wiring/use-flow.ts';

/** The conversations flow of a page: all of the customer's (null), or those about one order. */
export function useConversations(rentalObjectId: string | null) {
  const { session } = useServices();
  // The page's guard lets only a signed-in user with the tab in: the account is there when it opens.
  const [input] = useState((): ConversationsInput => ({ customerId: selectAccount(session.getSnapshot())?.CustomerID ?? '', rentalObjectId }));
  return useFlow(conversationsLogic, input);
}
