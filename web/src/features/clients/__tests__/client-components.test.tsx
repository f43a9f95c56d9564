import { clientStatistics } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { NoteItem } from '../components/client-notes-tab.tsx';
import { statisticsRows } from '../components/client-summary.tsx';
import { ClientsTable } from '../components/clients-table.tsx';
import { PhotoCard } from '../components/photo-card.tsx';
import { detailTabFrom } from '../routes/client-detail-route.tsx';
import { visibleClients } from '../utils/client-list.ts';

const zone = 'America/New_York' as const;

const profile = (patch: Partial<Doc<'profiles'>> = {}): Doc<'profiles'> => ({
  id: 'uid-ana',
  full_name: 'Ana Lima',
  email: 'ana@studio.test',
  phone: '555-0100',
  instagram_handle: null,
  notes: null,
  allergies: [],
  allergies_removed: {},
  favorite_colors: [],
  preferences: { nailShape: null, nailLength: null, style: null, communicationPreference: null },
  created_at: new Date('2026-01-01T12:00:00Z'),
  total_bookings: 8,
  loyalty_points: 2700,
  loyalty_tier: 'silver',
  last_visit: new Date('2026-11-15T20:00:00Z'),
  walk_in: false,
  ...patch,
});

describe('the clients table', () => {
  it('shows name, e-mail, phone, bookings, tier with points and the last visit', () => {
    const text = textOf(renderMarkup(<ClientsTable clients={[profile()]} timeZone={zone} />));
    expect(text).toContain('Ana Lima ana@studio.test 555-0100 8 Silver 2,700 pts Nov 15, 2026');
  });

  it("says 'Never' without a visit and names a client without a name by e-mail", () => {
    const html = renderMarkup(
      <ClientsTable
        clients={[profile({ full_name: null, last_visit: null, loyalty_tier: 'standard' })]}
        timeZone={zone}
      />,
    );
    expect(textOf(html)).toContain('ana@studio.test ana@studio.test 555-0100 8 Standard 2,700 pts Never');
    expect(html).toContain('href="/dashboard/clients/uid-ana"');
  });
});

describe('a photo card', () => {
  const photo: Doc<'clientPhotos'> = {
    id: 'p1',
    client_id: 'uid-ana',
    photo_url: 'http://127.0.0.1/p1.jpg',
    storage_path: 'client-photos/uid-ana/1.jpg',
    photo_type: 'before',
    notes: 'Chipped gel',
    tags: ['gel', 'almond', 'chrome'],
    booking_id: null,
    uploaded_by: 'uid-owner',
    created_at: new Date('2026-11-20T15:00:00Z'),
  };

  it('shows the type, the notes and at most two tags', () => {
    const text = textOf(renderMarkup(<PhotoCard photo={photo} timeZone={zone} onDelete={() => {}} />));
    expect(text).toContain('Before gel almond Chipped gel');
    expect(text).not.toContain('chrome');
  });
});

describe('a note', () => {
  const note: Doc<'clientNotes'> = {
    id: 'n1',
    client_id: 'uid-ana',
    note: 'Allergic to latex',
    note_type: 'allergy',
    is_pinned: true,
    created_by: 'uid-owner',
    created_at: new Date('2026-11-20T15:00:00Z'),
  };

  it('offers Unpin when pinned and Pin when not', () => {
    const pinned = textOf(
      renderMarkup(<NoteItem note={note} timeZone={zone} onTogglePin={() => {}} onDelete={() => {}} />),
    );
    expect(pinned).toContain('Allergy Pinned Nov 20, 2026 Allergic to latex Unpin Delete');
    const loose = textOf(
      renderMarkup(
        <NoteItem
          note={{ ...note, is_pinned: false }}
          timeZone={zone}
          onTogglePin={() => {}}
          onDelete={() => {}}
        />,
      ),
    );
    expect(loose).toContain('Pin Delete');
    expect(loose).not.toContain('Pinned');
  });
});

describe('the statistics block', () => {
  it('shows money with cents, the rate as a percentage and dashes when unknown', () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 15));
    const stats = clientStatistics([
      { status: 'completed', total_price: 50, scheduled_at: at(1), service_name: 'Gel Manicure' },
      { status: 'completed', total_price: 65, scheduled_at: at(11), service_name: 'Gel Manicure' },
      { status: 'cancelled', total_price: 40, scheduled_at: at(5), service_name: 'Spa Pedicure' },
      { status: 'no_show', total_price: 40, scheduled_at: at(6), service_name: 'Spa Pedicure' },
    ]);
    expect(statisticsRows(stats)).toEqual([
      ['Total Spent', '$115.00'],
      ['Average Booking Value', '$57.50'],
      ['Completed Bookings', '2'],
      ['Cancellation Rate', '50%'],
      ['Avg. Days Between Visits', '10 days'],
      ['Favorite Service', 'Gel Manicure'],
    ]);
    expect(statisticsRows(clientStatistics([])).slice(4)).toEqual([
      ['Avg. Days Between Visits', '—'],
      ['Favorite Service', '—'],
    ]);
  });
});

describe('the rows of the Clients list', () => {
  const rows = [
    profile({ id: 'uid-owner', full_name: null, email: 'owner@studio.test', phone: null }),
    profile(),
    profile({ id: 'uid-bea', full_name: 'Bea Walker', email: 'bea@studio.test', phone: '(555) 010-0102' }),
  ];

  it('leave staff out', () => {
    expect(visibleClients(rows, new Set(['uid-owner']), '').map((p) => p.id)).toEqual(['uid-ana', 'uid-bea']);
  });

  it('match the search on name, e-mail or phone', () => {
    const ids = (q: string) => visibleClients(rows, new Set(['uid-owner']), q).map((p) => p.id);
    expect(ids('walker')).toEqual(['uid-bea']);
    expect(ids('ANA@')).toEqual(['uid-ana']);
    expect(ids('010-0102')).toEqual(['uid-bea']);
    expect(ids('owner')).toEqual([]);
  });
});

describe('the client detail tab in the address', () => {
  it('opens the named tab and Photos otherwise', () => {
    expect(detailTabFrom('notes')).toBe('notes');
    expect(detailTabFrom(null)).toBe('photos');
    expect(detailTabFrom('secrets')).toBe('photos');
  });
});
