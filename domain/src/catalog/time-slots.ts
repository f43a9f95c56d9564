/** The booking wizard's preferred times: hourly from 09:00 to 17:00, nine slots (spec §9). */
export const preferredTimeSlots = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
] as const;
export type PreferredTimeSlot = (typeof preferredTimeSlots)[number];

export function isPreferredTimeSlot(value: string): value is PreferredTimeSlot {
  return (preferredTimeSlots as readonly string[]).includes(value);
}

/** '13:00' → '1:00 PM', for display. */
export function formatTimeOfDay(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}
