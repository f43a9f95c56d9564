/**
 * The standard Privacy Policy and Terms of Service a small US nail studio publishes, shown while
 * the owner has not written her own (settings privacy_policy_text and terms_text, left empty by
 * default). They live here, in the /privacy and /terms chunk, so no other page loads them.
 * Paragraphs are separated by a blank line; a paragraph starting with "## " is a heading.
 */
export function standardPrivacyPolicy(studio: string): string {
  return `${studio} respects your privacy. This policy explains what we collect when you book with us, shop with us or visit this website, and how we use it.

## What we collect
Your name, e-mail address and phone number when you create an account or book; the services you book, your appointment history and any notes you give us, such as allergies or sensitivities, so that we can treat you safely; and your orders from our shop.

## How we use it
To schedule and remind you of appointments, to answer your questions, to keep your loyalty points, to prepare your orders and to keep our records as the law requires. We do not sell your personal information, and we do not share it except with the services that help us run the studio (such as our booking, e-mail and text-message providers), and only for that purpose.

## Payments
Payments are taken in the studio or by our payment provider. We do not store your card number.

## How long we keep it
We keep your records while you are our client and delete old booking requests and messages after the period set by the studio.

## Your choices
You may see and correct your details in your account, ask us for a copy of them, or ask us to delete your account, by contacting the studio. You may opt out of reminder messages at any time.

## Changes
We may update this policy; the current version is always on this page.`;
}

export function standardTerms(studio: string): string {
  return `These terms apply when you book an appointment, buy from our shop or use the ${studio} website.

## Appointments
Please arrive on time. If you are late we may need to shorten your service or rebook you. Prices shown online are a guide; the final price depends on the service you receive.

## Deposits and cancellations
A deposit may be required to hold your appointment. Cancellations and changes follow the deposit and cancellation window shown when you book. Missed appointments may lose their deposit.

## Your health and safety
Please tell us about any allergies, sensitivities or medical conditions before your service. We may decline or adjust a service for your safety.

## Shop orders
Orders are reserved for pickup at the studio and paid when collected unless stated otherwise.

## Satisfaction
If you are not happy with your service, let us know within 3 days and we will do our best to make it right.

## Changes
We may update these terms; the current version is always on this page.`;
}
