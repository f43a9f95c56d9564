import { z } from 'zod';
import {
  bookingModeSchema,
  notificationDriverSchema,
  taxModeSchema,
  timeZoneSchema,
} from '../enums/settings.ts';
import { instagramUsernamePattern } from '../schemas/fields.ts';
import type { SettingControl, SettingTab, SettingVisibility } from './tabs.ts';

export interface SettingDefinition<S extends z.ZodType = z.ZodType> {
  readonly schema: S;
  readonly default: z.output<S>;
  readonly tab: SettingTab;
  readonly label: string;
  readonly help: string;
  readonly visibility: SettingVisibility;
  readonly control: SettingControl;
  /**
   * Set while nothing in the studio acts on the setting yet: why, in the owner's words. The
   * Settings screen labels the row "Not acting yet" with this, so it never promises behaviour.
   */
  readonly inert?: string;
  /**
   * Set when the setting is the owner's alone (money, policy, data, the studio's identity): why.
   * firestore.rules refuse it to assistants whatever the permission switches say, and the
   * Settings screen shows it to them read-only with the reason. Unset: any staff member may change it.
   */
  readonly ownerOnly?: OwnerOnlyReason;
}

/** Why a setting is the owner's alone, as an assistant reads it beside the read-only control. */
export const ownerOnlyReasons = {
  money: 'it changes what clients pay',
  policy: 'it is the booking policy clients are promised',
  calendar: 'it moves every appointment time',
  identity: 'it is how the studio presents itself',
  messaging: 'it decides how messages reach clients',
  data: "it decides what happens to the studio's records",
  access: 'it decides what assistants may do',
  instagram: "it is the owner's Instagram connection",
  reports: "it changes how the owner's reports count",
} as const;
export type OwnerOnlyReason = keyof typeof ownerOnlyReasons;

function define<S extends z.ZodType>(definition: SettingDefinition<S>): SettingDefinition<S> {
  return definition;
}

const wholeHours = z.number().int().min(0);
const dollars = z.number().finite().min(0);
const percent = z
  .number()
  .finite()
  .min(0, 'Enter a percentage from 0 to 100')
  .max(100, 'Enter a percentage from 0 to 100');
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour as #RRGGBB');
const fontName = z.string().trim().min(1);
/** A page of the studio's own words (Privacy, Terms): firestore.rules cap it at the same length. */
export const policyTextMaxLength = 20_000;
const policyText = z.string().max(policyTextMaxLength, 'Keep the text under 20,000 characters');

export const businessInfoSchema = z.object({
  // The header, the page titles and the footer show it: never empty.
  name: z.string().trim().min(1, 'Enter the business name'),
  email: z.union([z.literal(''), z.email()]),
  phone: z.string(),
});

export const bookingSettingsSchema = z.object({
  cancellationWindow: wholeHours,
  maxAdvanceBookingDays: z.number().int().min(1),
  requireDeposit: z.boolean(),
  depositPercentage: percent,
});

export const rushSettingsSchema = z.object({
  rushFeeEnabled: z.boolean(),
  rushFeeAmount: dollars,
  rushWindowHours: wholeHours,
  afterHoursFeeEnabled: z.boolean(),
  afterHoursFeeAmount: dollars,
});

/** Which message extensions the studio has installed (docs/messages.md). */
export const notificationChannelsSchema = z.object({ email: z.boolean(), sms: z.boolean() });
export type NotificationChannels = z.output<typeof notificationChannelsSchema>;

const tierPoints = z.number().int().min(0).max(100_000_000);

/** Points a client needs for each tier (ours: the spec names the tiers, not the thresholds). */
export const loyaltyTierThresholdsSchema = z
  .object({ silver: tierPoints, gold: tierPoints, platinum: tierPoints })
  .refine((t) => t.silver <= t.gold && t.gold <= t.platinum, 'Tiers must rise: silver ≤ gold ≤ platinum');

/**
 * Every platform setting (spec §3 keys, §9 defaults). instagram_access_token is deliberately not
 * here: a secret never lives in a document a browser can read; the function keeps it.
 */
export const settingsRegistry = {
  business_info: define({
    schema: businessInfoSchema,
    default: { name: 'Nail Studio', email: '', phone: '' },
    tab: 'general',
    label: 'Business information',
    help: 'Studio name, contact e-mail and phone shown in the footer.',
    visibility: 'public',
    control: 'group',
    ownerOnly: 'identity',
  }),
  // Empty means the studio's standard text, which lives with the /privacy and /terms pages (web
  // src/app/routes/policy-texts.ts): kept out of here, it stays out of every page's first load.
  privacy_policy_text: define({
    schema: policyText,
    default: '',
    tab: 'general',
    label: 'Privacy policy',
    help: 'The text of the Privacy Policy page, linked from the footer. Leave empty for the standard text.',
    visibility: 'public',
    control: 'longText',
    ownerOnly: 'identity',
  }),
  terms_text: define({
    schema: policyText,
    default: '',
    tab: 'general',
    label: 'Terms of service',
    help: 'The text of the Terms of Service page, linked from the footer. Leave empty for the standard text.',
    visibility: 'public',
    control: 'longText',
    ownerOnly: 'policy',
  }),
  location_address_line1: define({
    schema: z.string(),
    default: '',
    tab: 'general',
    label: 'Address',
    help: 'Street address shown in the footer.',
    visibility: 'public',
    control: 'text',
    ownerOnly: 'identity',
  }),
  location_city: define({
    schema: z.string(),
    default: '',
    tab: 'general',
    label: 'City',
    help: 'City shown in the footer.',
    visibility: 'public',
    control: 'text',
    ownerOnly: 'identity',
  }),
  location_state: define({
    schema: z.string(),
    default: '',
    tab: 'general',
    label: 'State',
    help: 'State shown in the footer.',
    visibility: 'public',
    control: 'text',
    ownerOnly: 'identity',
  }),
  location_zip: define({
    schema: z.string(),
    default: '',
    tab: 'general',
    label: 'ZIP code',
    help: 'ZIP code shown in the footer.',
    visibility: 'public',
    control: 'text',
    ownerOnly: 'identity',
  }),
  contact_instagram_handle: define({
    // Empty, or an Instagram username: clients get an ig.me direct-message link to it.
    schema: z.union([
      z.literal(''),
      z.string().regex(instagramUsernamePattern, 'An Instagram username has letters, digits, . and _ only'),
    ]),
    default: '',
    tab: 'general',
    label: 'Instagram for client messages',
    help: 'The account clients message when they can no longer cancel online (a direct-message link on My Dashboard).',
    visibility: 'public',
    control: 'text',
    ownerOnly: 'identity',
  }),
  scheduling_timezone: define({
    schema: timeZoneSchema,
    default: 'America/New_York',
    tab: 'general',
    label: 'Time zone',
    help: 'All appointment times are in this time zone.',
    visibility: 'public',
    control: 'select',
    ownerOnly: 'calendar',
  }),
  scheduling_lead_time_hours: define({
    schema: wholeHours,
    default: 24,
    tab: 'bookings',
    label: 'Booking lead time (hours)',
    help: 'How far ahead of an appointment a client must book.',
    visibility: 'public',
    control: 'integer',
    ownerOnly: 'policy',
  }),
  scheduling_grace_period_minutes: define({
    schema: z.number().int().min(0),
    default: 15,
    tab: 'bookings',
    label: 'Grace period (minutes)',
    help: 'How late a client may arrive before the appointment counts as a no-show.',
    visibility: 'staff',
    control: 'integer',
  }),
  booking_settings: define({
    schema: bookingSettingsSchema,
    default: {
      cancellationWindow: 24,
      maxAdvanceBookingDays: 60,
      requireDeposit: true,
      depositPercentage: 25,
    },
    tab: 'bookings',
    label: 'Booking policy',
    help: 'How many hours before an appointment a client may still cancel online, how many days ahead clients may book, and the deposit as a percentage of the total (0–100).',
    visibility: 'public',
    control: 'group',
    ownerOnly: 'policy',
  }),
  booking_max_open_interests: define({
    // The submitBookingInterest callable counts her interests with status new against it.
    schema: z.number().int().min(1).max(50),
    default: 3,
    tab: 'bookings',
    label: 'Open booking requests per client',
    help: 'How many booking interests a client may have waiting for a reply (status New) at once.',
    visibility: 'public',
    control: 'integer',
    ownerOnly: 'policy',
  }),
  booking_interest_min_interval_seconds: define({
    // Issue 30: withdraw-and-resubmit once allowed about 280 interests a minute per client.
    // firestore.rules read it (generated default and bounds) on every interest's bump.
    schema: z.number().int().min(0).max(3600),
    default: 30,
    tab: 'bookings',
    label: 'Seconds between booking requests',
    help: 'How long a client waits after sending a booking request before she may send another (0 = no wait).',
    visibility: 'public',
    control: 'integer',
    ownerOnly: 'policy',
  }),
  booking_mode: define({
    // Issue 32: the Book links open /book (instant), the request wizard (request), or a choice.
    schema: bookingModeSchema,
    default: 'request',
    tab: 'bookings',
    label: 'How clients book',
    help: 'Send a request and wait for the studio (the default), pick a free time and book at once, or let each client choose.',
    visibility: 'public',
    control: 'select',
    ownerOnly: 'policy',
  }),
  booking_requires_approval: define({
    // Issue 32: bookFreeTime stores an online booking as pending while this is on (domain
    // onlineBookingStatus); staff answer it from the Approvals list. Public: /book says so.
    schema: z.boolean(),
    default: false,
    tab: 'bookings',
    label: 'Online bookings wait for approval',
    help: 'When on, a time a client books herself waits for a staff member to accept or decline it.',
    visibility: 'public',
    control: 'toggle',
    ownerOnly: 'policy',
  }),
  booking_requires_approval_for_new_clients: define({
    // Issue 32: a client the studio has never taken a booking of waits for approval too (domain
    // isNewClient), even while booking_requires_approval is off.
    schema: z.boolean(),
    default: true,
    tab: 'bookings',
    label: "New clients' online bookings wait for approval",
    help: 'When on, a client the studio has never booked before waits for a staff member to accept or decline her first online booking.',
    visibility: 'public',
    control: 'toggle',
    ownerOnly: 'policy',
  }),
  booking_hold_minutes: define({
    // holdTime keeps the chosen time this long while she signs in; availability ignores it after.
    schema: z.number().int().min(1).max(60),
    default: 10,
    tab: 'bookings',
    label: 'Hold a chosen time (minutes)',
    help: 'How long a time a client picked online stays held for her while she signs in or signs up.',
    visibility: 'public',
    control: 'integer',
    ownerOnly: 'policy',
  }),
  booking_max_upcoming_per_client: define({
    // bookFreeTime counts her scheduled and confirmed visits to come against it, in its transaction.
    schema: z.number().int().min(1).max(50),
    default: 3,
    tab: 'bookings',
    label: 'Upcoming online bookings per client',
    help: 'How many visits to come a client may have when she books a time online herself.',
    visibility: 'public',
    control: 'integer',
    ownerOnly: 'policy',
  }),
  deposit_refundable: define({
    schema: z.boolean(),
    default: true,
    tab: 'bookings',
    label: 'Deposit refundable',
    help: 'Whether the deposit is refunded when a client cancels before the cancellation window closes.',
    visibility: 'public',
    control: 'toggle',
    ownerOnly: 'money',
  }),
  deposit_memo: define({
    schema: z.string(),
    default: 'Required to secure your appointment',
    tab: 'bookings',
    label: 'Deposit memo',
    help: 'The note shown to clients next to the deposit: on the home page, while booking and when cancelling.',
    visibility: 'public',
    control: 'text',
    ownerOnly: 'money',
  }),
  deposit_instructions: define({
    // Issue 32: no card processing yet, so she pays the deposit her own way: shown beside
    // "Deposit due" on her dashboard and on the /book confirmation.
    schema: z.string().max(500, 'Keep the instructions under 500 characters'),
    default: '',
    tab: 'bookings',
    label: 'How to pay the deposit',
    help: 'Shown to a client whose deposit is due, e.g. a payment handle or "Pay at the front desk".',
    visibility: 'public',
    control: 'text',
    ownerOnly: 'money',
  }),
  deposit_due_hours: define({
    // The deadline a client reads ("Deposit due $X by …"), counted from when the booking was made.
    schema: z.number().int().min(1, 'Enter 1 to 720 hours').max(720, 'Enter 1 to 720 hours'),
    default: 24,
    tab: 'bookings',
    label: 'Deposit due within (hours)',
    help: 'How long after booking a client has to pay the deposit.',
    visibility: 'public',
    control: 'integer',
    ownerOnly: 'policy',
  }),
  deposit_required: define({
    // The releaseUnpaidDeposits schedule cancels a booking whose deposit is still unpaid at its
    // deadline (domain depositReleaseDecision). Off: an unpaid deposit is only shown as due.
    schema: z.boolean(),
    default: false,
    tab: 'bookings',
    label: 'Release the time of an unpaid deposit',
    help: 'When on, a booking whose deposit is not received by its deadline is cancelled and the client told, so the time frees for others.',
    visibility: 'public',
    control: 'toggle',
    ownerOnly: 'policy',
  }),
  notification_reminder_hours: define({
    schema: wholeHours,
    default: 24,
    tab: 'bookings',
    label: 'Reminder (hours before)',
    help: 'When the appointment reminder goes out.',
    visibility: 'staff',
    control: 'integer',
  }),
  notification_driver: define({
    schema: notificationDriverSchema,
    default: 'email',
    tab: 'bookings',
    label: 'Reminder method',
    help: 'How to reach a client who chose neither e-mail nor text as her contact method.',
    visibility: 'staff',
    control: 'select',
    ownerOnly: 'messaging',
  }),
  notification_channels: define({
    schema: notificationChannelsSchema,
    default: { email: true, sms: false },
    tab: 'bookings',
    label: 'Message channels set up',
    help: 'Which extension the studio has installed: Trigger Email (e-mail) and Twilio (text). A client gets messages the way she chose when that channel is on, otherwise the other way.',
    visibility: 'staff',
    control: 'group',
    ownerOnly: 'messaging',
  }),
  messages_max_per_client_per_day: define({
    // Bounds what any cause (a waitlist, many bookings) can send one person in a day.
    schema: z.number().int().min(1).max(50),
    default: 6,
    tab: 'bookings',
    label: 'Messages per client per day',
    help: 'The most e-mails or texts the studio sends one client in a day (studio time); later ones that day are skipped and logged.',
    visibility: 'staff',
    control: 'integer',
    ownerOnly: 'messaging',
  }),
  waitlist_max_entries_per_client: define({
    schema: z.number().int().min(1).max(20),
    default: 3,
    tab: 'bookings',
    label: 'Waitlist days per client',
    help: 'How many days a client may wait for at once (one entry per day).',
    visibility: 'staff',
    control: 'integer',
    ownerOnly: 'policy',
  }),
  rush_settings: define({
    schema: rushSettingsSchema,
    default: {
      rushFeeEnabled: false,
      rushFeeAmount: 20,
      rushWindowHours: 48,
      afterHoursFeeEnabled: false,
      afterHoursFeeAmount: 30,
    },
    tab: 'pricing',
    label: 'Rush and after-hours fees',
    help: 'A fee for appointments booked within the rush window, and one for appointments after hours.',
    visibility: 'public',
    control: 'group',
    ownerOnly: 'money',
  }),
  loyalty_points_per_dollar: define({
    schema: z.number().finite().min(0).max(10_000),
    default: 10,
    tab: 'pricing',
    label: 'Loyalty points per dollar',
    help: 'Points a client earns for each dollar of completed bookings.',
    visibility: 'public',
    control: 'decimal',
    ownerOnly: 'money',
  }),
  loyalty_discount_percent: define({
    schema: percent,
    default: 5,
    tab: 'pricing',
    label: 'Loyalty discount (%)',
    help: 'The discount a client gets when redeeming points.',
    visibility: 'public',
    control: 'decimal',
    ownerOnly: 'money',
  }),
  loyalty_redemption_threshold: define({
    schema: z.number().int().min(0),
    default: 100,
    tab: 'pricing',
    label: 'Points needed to redeem',
    help: 'The fewest points a client can redeem.',
    visibility: 'public',
    control: 'integer',
    ownerOnly: 'money',
  }),
  loyalty_tier_thresholds: define({
    schema: loyaltyTierThresholdsSchema,
    default: { silver: 2500, gold: 5000, platinum: 10000 },
    tab: 'pricing',
    label: 'Loyalty tiers (points)',
    help: 'Points needed for Silver, Gold and Platinum; below Silver a client is Standard.',
    visibility: 'public',
    control: 'group',
    ownerOnly: 'money',
  }),
  ecommerce_tax_mode: define({
    schema: taxModeSchema,
    default: 'none',
    tab: 'pricing',
    label: 'Tax mode',
    help: 'Whether bookings and shop orders are taxed; Flat rate and Variable both add the tax rate below.',
    visibility: 'public',
    control: 'select',
    ownerOnly: 'money',
  }),
  ecommerce_tax_rate: define({
    schema: percent,
    default: 0,
    tab: 'pricing',
    label: 'Tax rate (%)',
    help: 'Added to bookings and shop orders unless the tax mode is No tax.',
    visibility: 'public',
    control: 'decimal',
    ownerOnly: 'money',
  }),
  products_section_enabled: define({
    schema: z.boolean(),
    default: true,
    tab: 'features',
    label: 'Shop',
    help: 'Show the shop page, its navigation link and the home page teaser.',
    visibility: 'public',
    control: 'toggle',
  }),
  ecommerce_functionality_enabled: define({
    schema: z.boolean(),
    default: false,
    tab: 'features',
    label: 'Online ordering',
    help: 'Signed-in clients reserve products from the shop and pay at the studio on pickup; stock is held for them.',
    visibility: 'public',
    control: 'toggle',
    ownerOnly: 'money',
  }),
  ecommerce_shipping_enabled: define({
    schema: z.boolean(),
    default: false,
    tab: 'features',
    label: 'Shipping',
    help: 'Let clients ask for a shop order to be shipped, for the shipping fee.',
    visibility: 'public',
    control: 'toggle',
    ownerOnly: 'money',
  }),
  ecommerce_shipping_fee: define({
    schema: dollars,
    default: 8,
    tab: 'features',
    label: 'Shipping fee ($)',
    help: 'Added to a shop order the client asks to have shipped (only while Shipping is on).',
    visibility: 'public',
    control: 'decimal',
    ownerOnly: 'money',
  }),
  shop_max_open_orders_per_client: define({
    // firestore.rules' isStaffSettingValue repeats the bounds; placeOrder checks it.
    schema: z.number().int().min(1).max(100),
    default: 3,
    tab: 'features',
    label: 'Open shop orders per client',
    help: 'How many reserved orders, not yet picked up or cancelled, a client may hold at once.',
    visibility: 'staff',
    control: 'integer',
    ownerOnly: 'policy',
  }),
  blog_section_enabled: define({
    schema: z.boolean(),
    default: true,
    tab: 'features',
    label: 'Blog',
    help: 'Show the blog, its navigation link and the home page teaser.',
    visibility: 'public',
    control: 'toggle',
  }),
  branding_primary_color: define({
    schema: hexColor,
    default: '#D946EF',
    tab: 'branding',
    label: 'Primary colour',
    help: 'The main brand colour.',
    visibility: 'public',
    control: 'color',
  }),
  branding_accent_color: define({
    schema: hexColor,
    default: '#F97316',
    tab: 'branding',
    label: 'Accent colour',
    help: 'The accent brand colour.',
    visibility: 'public',
    control: 'color',
  }),
  branding_font_heading: define({
    schema: fontName,
    default: 'Inter',
    tab: 'branding',
    label: 'Heading font',
    help: 'Font family for headings.',
    visibility: 'public',
    control: 'text',
  }),
  branding_font_body: define({
    schema: fontName,
    default: 'Inter',
    tab: 'branding',
    label: 'Body font',
    help: 'Font family for body text.',
    visibility: 'public',
    control: 'text',
  }),
  instagram_connected: define({
    schema: z.boolean(),
    default: false,
    tab: 'integrations',
    label: 'Instagram connected',
    help: 'Set by the connection test; Disconnect clears it.',
    visibility: 'staff',
    control: 'toggle',
    ownerOnly: 'instagram',
  }),
  instagram_username: define({
    schema: z.string(),
    default: '',
    tab: 'integrations',
    label: 'Instagram username',
    help: 'The account the connection test found.',
    visibility: 'staff',
    control: 'text',
    ownerOnly: 'instagram',
  }),
  permissions_assistant_manage_bookings: define({
    schema: z.boolean(),
    default: true,
    tab: 'advanced',
    label: 'Assistants manage bookings',
    help: 'Assistants may create and change bookings.',
    visibility: 'staff',
    control: 'toggle',
    ownerOnly: 'access',
  }),
  permissions_assistant_manage_services: define({
    schema: z.boolean(),
    default: false,
    tab: 'advanced',
    label: 'Assistants manage services',
    help: 'Assistants may change the service catalogue.',
    visibility: 'staff',
    control: 'toggle',
    ownerOnly: 'access',
  }),
  permissions_assistant_view_reports: define({
    schema: z.boolean(),
    default: true,
    tab: 'advanced',
    label: 'Assistants view reports',
    help: 'Assistants may see client statistics and reports.',
    visibility: 'staff',
    control: 'toggle',
    ownerOnly: 'access',
  }),
  reports_rebook_weeks: define({
    // firestore.rules' generated region repeats the bounds; getReport reads it.
    schema: z.number().int().min(1, 'Enter 1 to 52 weeks').max(52, 'Enter 1 to 52 weeks'),
    default: 6,
    tab: 'advanced',
    label: 'Rebooking window (weeks)',
    help: 'Reports count a client as rebooked when she books again within this many weeks of a completed visit.',
    visibility: 'staff',
    control: 'integer',
    ownerOnly: 'reports',
  }),
  data_retention_months: define({
    schema: z.number().int().min(1),
    default: 24,
    tab: 'advanced',
    label: 'Data retention (months)',
    help: 'Booking interests and sent messages older than this are deleted every night, and old bookings lose their notes (Check what the next run removes, below).',
    visibility: 'staff',
    control: 'integer',
    ownerOnly: 'data',
  }),
  data_export_enabled: define({
    schema: z.boolean(),
    default: true,
    tab: 'advanced',
    label: 'Data export',
    help: 'Staff may export client data.',
    visibility: 'staff',
    control: 'toggle',
    ownerOnly: 'data',
  }),
} as const;

export type SettingsRegistry = typeof settingsRegistry;
export type SettingKey = keyof SettingsRegistry;
export type SettingValue<K extends SettingKey> = z.output<SettingsRegistry[K]['schema']>;
/** Every setting with its value: what the app reads after defaults are filled in. */
export type SettingsValues = { [K in SettingKey]: SettingValue<K> };

export const settingKeys = Object.keys(settingsRegistry) as SettingKey[];

/**
 * The settings an assistant may change: the one list, read by the Settings screen and generated
 * into firestore.rules (scripts/generate-rules-settings.ts). Every other key is the owner's.
 */
export const assistantSettingKeys: readonly SettingKey[] = settingKeys.filter(
  (key) => (settingsRegistry[key] as SettingDefinition).ownerOnly === undefined,
);
