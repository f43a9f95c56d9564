import { bookingInterestTabs, staffInterestChange } from '@studio/domain';
import { getApp } from 'firebase/app';
import { getFirestore, limit, orderBy, query, queryEqual, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { bookingInterest } from '../../../testing/fixtures.ts';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import '../../../testing/firebase-providers.tsx';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';
import {
  bookingInterestsPageQuery,
  interestsPageSize,
  newInterestCountLabel,
  splitPage,
} from '../api/get-booking-interests.ts';
import { updateBookingInterestStatus } from '../api/update-booking-interest-status.ts';
import { InterestsPager } from '../components/interests-pager.tsx';
import { InterestsTable } from '../components/interests-table.tsx';
import { tabLabel, tabStatus } from '../utils/interest-tabs.ts';

const interest = bookingInterest;

const render = (rows: Doc<'bookingInterests'>[]) =>
  renderMarkup(
    <InterestsTable interests={rows} timeZone="America/New_York" busyId={null} onMove={() => {}} />,
  );

describe('the interest status actions', () => {
  it('records the time when marked contacted, and moves on without touching it afterwards', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    expect(staffInterestChange('new', 'contacted', at)).toEqual({
      ok: true,
      update: { status: 'contacted', contacted_at: at },
    });
    expect(staffInterestChange('contacted', 'discussing', at)).toEqual({
      ok: true,
      update: { status: 'discussing' },
    });
    expect(staffInterestChange('declined', 'discussing', at)).toEqual({
      ok: true,
      update: { status: 'discussing' },
    });
  });

  it('refuses a move the studio does not allow before calling the server', async () => {
    await expect(updateBookingInterestStatus({ id: 'i1', status: 'new' }, 'converted')).rejects.toThrow(
      /converted by booking her/,
    );
    await expect(updateBookingInterestStatus({ id: 'i1', status: 'converted' }, 'declined')).rejects.toThrow(
      /cannot be marked declined/,
    );
  });
});

describe('the tabs', () => {
  it('are All, New, Contacted, Discussing and Converted, with no Declined tab', () => {
    expect(bookingInterestTabs.map(tabLabel)).toEqual(['All', 'New', 'Contacted', 'Discussing', 'Converted']);
    expect(tabStatus('all')).toBeNull();
    expect(tabStatus('discussing')).toBe('discussing');
  });
});

describe('the interests table', () => {
  viewerTimeZone('America/New_York');

  it('shows date, client with a link to the detail, category, time, Instagram link and status', () => {
    const html = render([interest()]);
    expect(textOf(html)).toContain(
      'Nov 27, 2026 Sent Nov 22, 2026 Ana Lima ana@studio.test Manicure 1:00 PM @ana.lima.nails New Mark Contacted',
    );
    expect(html).toContain('href="/dashboard/clients/uid-ana"');
    expect(html).toContain('href="https://instagram.com/ana.lima.nails"');
  });

  it('is view only for staff who may not manage bookings', () => {
    const html = renderMarkup(
      <InterestsTable
        interests={[interest()]}
        timeZone="America/New_York"
        busyId={null}
        canMove={false}
        onMove={() => {}}
      />,
    );
    expect(textOf(html)).toContain('New View only');
    expect(html).not.toContain('Mark Contacted');
  });

  it("says 'Not provided' without a handle", () => {
    expect(textOf(render([interest({ instagram_handle: null })]))).toContain('Not provided');
  });

  it('offers the next step per status and nothing once converted or declined', () => {
    const text = textOf(
      render([
        interest({ id: 'a', status: 'contacted' }),
        interest({ id: 'b', status: 'discussing' }),
        interest({ id: 'c', status: 'converted' }),
        interest({ id: 'd', status: 'declined' }),
      ]),
    );
    expect(text).toContain('Contacted Mark Discussing');
    expect(text).toContain('Discussing Convert Decline');
    expect(text).toMatch(/Converted —.*Declined —/);
  });

  it('names a client by e-mail until the function has copied the name', () => {
    expect(textOf(render([interest({ client_name: null })]))).toContain('ana@studio.test ana@studio.test');
  });
});

describe('the interests table seen from another zone', () => {
  viewerTimeZone('America/Los_Angeles');

  it("gives the preferred time on the studio's clock, its zone named", () => {
    expect(textOf(render([interest()]))).toContain('Manicure 1:00 PM EST @ana.lima.nails');
  });
});

describe('the inbox pages (issue 30: a tab never reads every interest)', () => {
  // The markup tests' app (firebase-providers.tsx), which never connects: queries are built, never run.
  const firestore = () => getFirestore(getApp('markup-tests'));

  it('asks for one page and one interest more, newest first, per tab', () => {
    const interests = checkedCollectionRef(firestore(), 'bookingInterests');
    const newest = orderBy('created_at', 'desc');
    const onePageMore = limit(interestsPageSize + 1);
    expect(
      queryEqual(
        bookingInterestsPageQuery(firestore(), 'new', null),
        query(interests, where('status', '==', 'new'), newest, onePageMore),
      ),
    ).toBe(true);
    expect(
      queryEqual(bookingInterestsPageQuery(firestore(), null, null), query(interests, newest, onePageMore)),
    ).toBe(true);
  });

  it('shows a full page and starts the next after its last row only when one more came back', () => {
    const rows = Array.from({ length: 4 }, (_, i) => `interest-${i}`);
    expect(splitPage(rows, 3)).toEqual({ rows: rows.slice(0, 3), next: 'interest-2' });
    expect(splitPage(rows.slice(0, 3), 3)).toEqual({ rows: rows.slice(0, 3), next: null });
    expect(splitPage([], 3)).toEqual({ rows: [], next: null });
  });

  it('offers Next on a page with more after it, Previous after the first, and nothing on a single page', () => {
    const pager = (page: number, hasNext: boolean) =>
      renderMarkup(<InterestsPager page={page} hasNext={hasNext} onPrevious={() => {}} onNext={() => {}} />);
    expect(textOf(pager(1, false))).toBe('');
    const first = pager(1, true);
    expect(textOf(first)).toContain('Previous Page 1 Next');
    expect(first).toMatch(/<button[^>]*disabled[^>]*>Previous/);
    expect(first).not.toMatch(/<button[^>]*disabled[^>]*>Next/);
    const last = pager(3, false);
    expect(textOf(last)).toContain('Page 3');
    expect(last).toMatch(/<button[^>]*disabled[^>]*>Next/);
  });

  it('caps the new-interest badge at 99+', () => {
    expect(newInterestCountLabel(4)).toBe('4 new');
    expect(newInterestCountLabel(100)).toBe('99+ new');
  });
});
