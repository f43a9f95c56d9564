/** What a form opened from somewhere else starts with (a free time clicked, an interest, a client). */
export interface BookingFormPrefill {
  clientId?: string | null;
  /** A service category's name: the service list opens on it. */
  category?: string | null;
  /** A service to preselect, while the catalogue still offers it (an interest's requested one). */
  serviceId?: string | null;
  date?: string | null;
  time?: string | null;
  /** The member whose calendar column was clicked: picked while she does the services chosen. */
  staffId?: string | null;
  notes?: string | null;
  /** The interest this booking converts: saving marks it converted, atomically (createBooking). */
  interestId?: string | null;
}
