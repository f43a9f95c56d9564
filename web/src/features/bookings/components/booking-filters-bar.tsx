import styled from '@emotion/styled';
import { bookingStatuses, bookingStatusLabels } from '@studio/domain';
import { Button } from '../../../components/button.tsx';
import { InputField, SelectField } from '../../../components/field.tsx';
import { ClientPicker } from '../../../entities/client/components/client-picker.tsx';
import { type BookingFilters, isBookingStatus, noFilters } from '../utils/booking-filters.ts';

const Bar = styled.form(({ theme }) => ({
  display: 'grid',
  gap: 12,
  alignItems: 'start',
  // The button lines up with the controls, under the height of a label.
  '> button': { [theme.mq.lg]: { marginTop: 29 } },
  marginBottom: 16,
  [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.mq.lg]: { gridTemplateColumns: '160px 160px 160px minmax(220px, 1fr) auto' },
}));

/** Status, date range (studio days) and client; Clear puts them all back. */
export function BookingFiltersBar(props: {
  filters: BookingFilters;
  onChange: (next: BookingFilters) => void;
}) {
  const { filters, onChange } = props;
  return (
    <Bar aria-label="Filter bookings" onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label="Status"
        value={filters.status}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...filters, status: isBookingStatus(value) ? value : '' });
        }}
      >
        <option value="">All statuses</option>
        {bookingStatuses.map((status) => (
          <option key={status} value={status}>
            {bookingStatusLabels[status]}
          </option>
        ))}
      </SelectField>
      <InputField
        label="From"
        type="date"
        value={filters.from}
        onChange={(event) => onChange({ ...filters, from: event.target.value })}
      />
      <InputField
        label="To"
        type="date"
        value={filters.to}
        onChange={(event) => onChange({ ...filters, to: event.target.value })}
      />
      <ClientPicker
        label="Client"
        chosenId={filters.clientId}
        onChoose={(client) => onChange({ ...filters, clientId: client?.id ?? null })}
      />
      <Button variant="outline" onClick={() => onChange(noFilters)}>
        Clear
      </Button>
    </Bar>
  );
}
