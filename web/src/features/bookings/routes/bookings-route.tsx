import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { bookingsPageSize, useBookings } from '../api/get-bookings.ts';
import { BookingsTable } from '../components/bookings-table.tsx';

function BookingsList() {
  const [max, setMax] = useState(bookingsPageSize);
  const { status, bookings, mayHaveMore } = useBookings(max);
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  // Keep the rows on screen while a longer page loads; 'Loading...' only the first time.
  if (status === 'loading' && bookings.length === 0) return <p role="status">Loading...</p>;
  if (bookings.length === 0) return <EmptyState title="No bookings yet" />;
  return (
    <>
      <BookingsTable bookings={bookings} timeZone={timeZone} />
      {mayHaveMore && (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Button variant="outline" onClick={() => setMax((m) => m + bookingsPageSize)}>
            Show more
          </Button>
        </div>
      )}
    </>
  );
}

const refused = <p role="alert">Bookings could not be loaded. You may not have permission to see them.</p>;

/** Bookings Management (spec §2): every booking, newest first, live. */
export function BookingsRoute() {
  return (
    <DashboardPage title="Bookings Management" subtitle="All bookings, newest first">
      <ErrorBoundary name="Bookings" fallback={refused}>
        <BookingsList />
      </ErrorBoundary>
    </DashboardPage>
  );
}
