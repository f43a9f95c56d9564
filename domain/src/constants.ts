/** Business constants of spec §1 and §9 that the screens show or obey. */
export const studioConstants = {
  heroClaims: { happyClients: '500+', yearsExperience: 5, rating: '5-star' },
  /** Footer hours. Sunday is closed. */
  footerHours: [
    { days: 'Mon-Fri', hours: '9AM-7PM' },
    { days: 'Saturday', hours: '10AM-6PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  /** The client dashboard lists this many recent bookings. */
  recentBookings: 5,
  /** Photo cards show at most this many tags. */
  photoCardTags: 2,
  /** A service card in the dashboard catalogue shows this many materials. */
  dashboardServiceMaterials: 3,
} as const;
