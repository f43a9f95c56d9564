import { ServicesSection } from '../../features/catalog/components/services-section.tsx';
import { BookingTeaser } from '../../features/home/components/booking-teaser.tsx';

/** The home page's sections below the hero: services and the booking teaser (spec §2). */
export function HomeSections() {
  return (
    <>
      <ServicesSection />
      <BookingTeaser />
    </>
  );
}
