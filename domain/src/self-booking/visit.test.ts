import { describe, expect, it } from 'vitest';
import { doesEveryService, requestedVisitServices } from './visit.ts';

describe('doesEveryService', () => {
  const nailsOnly = { serviceIds: ['gel', 'acrylic'] };

  it('offers a member who does every service of the visit', () => {
    expect(doesEveryService(nailsOnly, ['gel'])).toBe(true);
    expect(doesEveryService(nailsOnly, ['gel', 'acrylic'])).toBe(true);
  });

  it('leaves out a member who does only some of them', () => {
    expect(doesEveryService(nailsOnly, ['gel', 'spa-pedicure'])).toBe(false);
  });

  it('offers a member with no list of services for any visit: she does them all', () => {
    expect(doesEveryService({ serviceIds: [] }, ['gel', 'spa-pedicure'])).toBe(true);
  });
});

describe('requestedVisitServices', () => {
  const shape = { addOnId: 'shape', optionId: 'almond' };
  const polish = { addOnId: 'polish', optionId: 'red' };

  it('gives the first service the request’s choices and each later one its own, in the visit’s order', () => {
    expect(
      requestedVisitServices({
        serviceIds: ['gel', 'art', 'pedicure'],
        materialIds: ['chrome'],
        addOnSelections: [shape],
        moreServices: [{ serviceId: 'pedicure', materialIds: [], addOnSelections: [polish] }],
      }),
    ).toEqual([
      { serviceId: 'gel', materialIds: ['chrome'], addOnSelections: [shape] },
      { serviceId: 'art', materialIds: [], addOnSelections: [] },
      { serviceId: 'pedicure', materialIds: [], addOnSelections: [polish] },
    ]);
  });

  it('refuses choices for a service outside the visit, or for the first one, or twice for one', () => {
    const visit = { serviceIds: ['gel', 'pedicure'], materialIds: [], addOnSelections: [] };
    const entry = (serviceId: string) => ({ serviceId, materialIds: [], addOnSelections: [polish] });
    expect(() => requestedVisitServices({ ...visit, moreServices: [entry('art')] })).toThrow(
      'Materials and add-ons were sent for a service that is not in the visit.',
    );
    expect(() => requestedVisitServices({ ...visit, moreServices: [entry('gel')] })).toThrow(
      'not in the visit',
    );
    expect(() =>
      requestedVisitServices({ ...visit, moreServices: [entry('pedicure'), entry('pedicure')] }),
    ).toThrow('sent twice');
  });
});
