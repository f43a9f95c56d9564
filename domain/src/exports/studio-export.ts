import type { z } from 'zod';
import { allergyEntryLabel } from '../clients/allergies.ts';
import { bookingInterestSchema, bookingSchema } from '../schemas/bookings.ts';
import { profileSchema } from '../schemas/clients.ts';
import { type CsvColumn, toCsv } from './csv.ts';

/**
 * The owner's data export (setting data_export_enabled): clients, bookings and booking
 * interests as read from Firestore, one CSV each and one JSON with all three. A document that
 * does not match its schema is still exported, as stored, and listed under `unreadable`: an
 * export that silently drops a record would be worse than one that shows it raw.
 */
export interface ExportDocument {
  id: string;
  data: Record<string, unknown>;
}

export const exportedCollections = ['clients', 'bookings', 'bookingInterests'] as const;
export type ExportedCollection = (typeof exportedCollections)[number];

export const exportFileNames: Record<ExportedCollection, string> = {
  clients: 'clients',
  bookings: 'bookings',
  bookingInterests: 'booking-interests',
};

type Row<S extends z.ZodType> = { id: string } & z.output<S>;

const clientColumns: CsvColumn<Row<typeof profileSchema>>[] = [
  { header: 'id', value: (c) => c.id },
  { header: 'full_name', value: (c) => c.full_name },
  { header: 'email', value: (c) => c.email },
  { header: 'phone', value: (c) => c.phone },
  { header: 'instagram_handle', value: (c) => c.instagram_handle },
  // As people read them ('Acrylic monomer', not its id).
  { header: 'allergies', value: (c) => c.allergies.map(allergyEntryLabel) },
  { header: 'favorite_colors', value: (c) => c.favorite_colors },
  { header: 'notes', value: (c) => c.notes },
  { header: 'total_bookings', value: (c) => c.total_bookings },
  { header: 'loyalty_points', value: (c) => c.loyalty_points },
  { header: 'loyalty_tier', value: (c) => c.loyalty_tier },
  { header: 'last_visit', value: (c) => c.last_visit },
  { header: 'created_at', value: (c) => c.created_at },
];

const bookingColumns: CsvColumn<Row<typeof bookingSchema>>[] = [
  { header: 'id', value: (b) => b.id },
  { header: 'scheduled_at', value: (b) => b.scheduled_at },
  { header: 'status', value: (b) => b.status },
  { header: 'client_id', value: (b) => b.client_id },
  { header: 'client_name', value: (b) => b.client_name },
  { header: 'client_email', value: (b) => b.client_email },
  { header: 'service_id', value: (b) => b.service_id },
  { header: 'service_name', value: (b) => b.service_name },
  { header: 'total_price', value: (b) => b.total_price },
];

const interestColumns: CsvColumn<Row<typeof bookingInterestSchema>>[] = [
  { header: 'id', value: (i) => i.id },
  { header: 'created_at', value: (i) => i.created_at },
  { header: 'status', value: (i) => i.status },
  { header: 'client_id', value: (i) => i.client_id },
  { header: 'client_name', value: (i) => i.client_name },
  { header: 'client_email', value: (i) => i.client_email },
  { header: 'client_phone', value: (i) => i.client_phone },
  { header: 'instagram_handle', value: (i) => i.instagram_handle },
  { header: 'category', value: (i) => i.category },
  { header: 'service_id', value: (i) => i.service_id },
  { header: 'preferred_date', value: (i) => i.preferred_date },
  { header: 'preferred_time', value: (i) => i.preferred_time },
  { header: 'client_notes', value: (i) => i.client_notes },
  { header: 'contacted_at', value: (i) => i.contacted_at },
];

function readAll<S extends z.ZodType>(schema: S, docs: readonly ExportDocument[]) {
  const rows: Row<S>[] = [];
  const unreadable: ExportDocument[] = [];
  for (const doc of docs) {
    const parsed = schema.safeParse(doc.data);
    if (parsed.success) rows.push({ id: doc.id, ...(parsed.data as object) } as Row<S>);
    else unreadable.push(doc);
  }
  return { rows, unreadable };
}

export interface StudioExport {
  csv: Record<ExportedCollection, string>;
  json: string;
  counts: Record<ExportedCollection, number>;
}

/**
 * Every exported collection as CSV and all of them as one JSON document, made at `exportedAt`.
 * `staffIds`: the owner's and assistants' accounts, which have a profile too (every account gets
 * one at sign-up) but are no clients: left out of the clients, as the Clients list leaves them.
 */
export function buildStudioExport(
  docs: Record<ExportedCollection, readonly ExportDocument[]>,
  exportedAt: Date,
  staffIds: ReadonlySet<string> = new Set(),
): StudioExport {
  const clientDocs = docs.clients.filter((doc) => !staffIds.has(doc.id));
  const clients = readAll(profileSchema, clientDocs);
  const bookings = readAll(bookingSchema, docs.bookings);
  const interests = readAll(bookingInterestSchema, docs.bookingInterests);
  const json = JSON.stringify(
    {
      exported_at: exportedAt.toISOString(),
      clients: clients.rows,
      bookings: bookings.rows,
      booking_interests: interests.rows,
      unreadable: {
        clients: clients.unreadable,
        bookings: bookings.unreadable,
        booking_interests: interests.unreadable,
      },
    },
    null,
    2,
  );
  return {
    csv: {
      clients: toCsv(clientColumns, clients.rows),
      bookings: toCsv(bookingColumns, bookings.rows),
      bookingInterests: toCsv(interestColumns, interests.rows),
    },
    json,
    counts: {
      clients: clientDocs.length,
      bookings: docs.bookings.length,
      bookingInterests: docs.bookingInterests.length,
    },
  };
}
