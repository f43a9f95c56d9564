import type { ClientMessageKind } from '@studio/domain';
import { deliveryState } from '@studio/domain';
import { type Firestore, limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef, type Doc } from '../../../utils/firestore-refs.ts';

/** How many of each (e-mail, SMS) the page lists, newest first. */
export const outgoingMessagesLimit = 50;

export function outgoingMailQuery(db: Firestore) {
  return query(checkedCollectionRef(db, 'mail'), orderBy('created_at', 'desc'), limit(outgoingMessagesLimit));
}

export function outgoingSmsQuery(db: Firestore) {
  return query(
    checkedCollectionRef(db, 'messages'),
    orderBy('created_at', 'desc'),
    limit(outgoingMessagesLimit),
  );
}

/** One row of the page, e-mail or SMS. */
export interface OutgoingRow {
  id: string;
  channel: 'E-mail' | 'SMS';
  kind: ClientMessageKind;
  to: string;
  summary: string;
  /** What was sent, whole: the e-mail's text (its subject is the summary); null for a text. */
  body: string | null;
  /** Why it did not go the way she chose (e.g. no SMS channel set up); null when it did. */
  note: string | null;
  createdAt: Date;
  state: string;
  error: string | null;
}

export function outgoingRows(mail: readonly Doc<'mail'>[], sms: readonly Doc<'messages'>[]): OutgoingRow[] {
  const rows: OutgoingRow[] = [
    ...mail.map((m) => ({
      id: `mail/${m.id}`,
      channel: 'E-mail' as const,
      kind: m.kind,
      to: m.to,
      summary: m.message.subject,
      body: m.message.text,
      note: m.route_note,
      createdAt: m.created_at,
      state: deliveryState(m),
      error: m.delivery?.error ?? null,
    })),
    ...sms.map((s) => ({
      id: `messages/${s.id}`,
      channel: 'SMS' as const,
      kind: s.kind,
      to: s.to,
      summary: s.body,
      body: null,
      note: s.route_note,
      createdAt: s.created_at,
      state: deliveryState(s),
      error: s.delivery?.error ?? null,
    })),
  ];
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** The latest e-mails and SMS together, newest first, live; odd documents named, not fatal. */
export function useOutgoingMessages() {
  const db = useFirestore();
  const mail = useCheckedCollection(outgoingMailQuery(db));
  const sms = useCheckedCollection(outgoingSmsQuery(db));
  const rows = useMemo(() => outgoingRows(mail.data.documents, sms.data.documents), [mail.data, sms.data]);
  return combinedResult([mail, sms], { rows, leftOutMail: mail.data.leftOut, leftOutSms: sms.data.leftOut });
}
