import {
  type BookingInterestStatus,
  bookingInterestStatusLabels,
  type bookingInterestTabs,
} from '@studio/domain';

export type InterestTab = (typeof bookingInterestTabs)[number];

/** The status a tab lists; All lists every status (declined only shows there, spec §2). */
export function tabStatus(tab: InterestTab): BookingInterestStatus | null {
  return tab === 'all' ? null : tab;
}

export function tabLabel(tab: InterestTab): string {
  return tab === 'all' ? 'All' : bookingInterestStatusLabels[tab];
}
