import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { selectAccount, selectReceipt } from '../../../machines/session/selectors.ts';
import { buildCalendar, receiptCalendarFileName, receiptEvents, type ReceiptCalendarTexts } from '../../domain/ics.ts';
import type { OrderReceipt } from '../../domain/stored-session.ts';
import { useServices } from '../services-context.ts';

/** The thank-you page (spec 001 §2): the order just placed as the session kept it, and whether it is in an account (a guest's is not). */
export function useThankYouPage() {
  const { session } = useServices();
  return { receipt: useSelector(session, selectReceipt), signedIn: useSelector(session, (s) => selectAccount(s) !== null) };
}

/**
 * 'Zet in mijn agenda': the order's pick-up and return as a calendar file, stamped by the shop's
 * clock, offered as a download address while the page shows it (made here: no call). The page
 * gives the words of its events.
 */
export function useReceiptCalendar(receipt: OrderReceipt, texts: ReceiptCalendarTexts): { href: string; fileName: string } | null {
  const { now } = useServices();
  const { pickUp, return: back, orders, slot } = texts;
  const ics = useMemo(() => buildCalendar(receiptEvents(receipt, { pickUp, return: back, orders, slot }), now()), [receipt, now, pickUp, back, orders, slot]);
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [ics]);
  return href ? { href, fileName: receiptCalendarFileName(receipt) } : null;
}
