import { maxVisitServices } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { choiceOfParams, paramsOfChoice, type VisitChoice } from '../visit-choice.ts';

const roundTrip = (choice: VisitChoice) =>
  choiceOfParams(new URLSearchParams(paramsOfChoice(choice).toString()));

const nothingElse = {
  materialIds: [],
  addOnSelections: [],
  moreServices: [],
  staffId: null,
  date: null,
  startsAt: null,
} satisfies Omit<VisitChoice, 'serviceIds'>;

describe('the visit in the URL', () => {
  it('reads a shared single-service Book link as a visit of that one service', () => {
    expect(choiceOfParams(new URLSearchParams('service=gel-manicure'))).toEqual({
      serviceIds: ['gel-manicure'],
      ...nothingElse,
    });
    expect(paramsOfChoice({ serviceIds: ['gel-manicure'], ...nothingElse }).toString()).toBe(
      'service=gel-manicure',
    );
  });

  it('keeps several services in their order with every other choice through a round trip', () => {
    const choice: VisitChoice = {
      serviceIds: ['gel-manicure', 'spa-pedicure'],
      materialIds: ['chrome', 'glitter'],
      addOnSelections: [{ addOnId: 'art', optionId: 'two-nails' }],
      moreServices: [
        {
          serviceId: 'spa-pedicure',
          materialIds: ['glitter'],
          addOnSelections: [{ addOnId: 'polish', optionId: 'red' }],
        },
      ],
      staffId: 'ava',
      date: '2027-06-07',
      startsAt: '2027-06-07T15:00:00.000Z',
    };
    const params = paramsOfChoice(choice);
    expect(params.getAll('service')).toEqual(['gel-manicure', 'spa-pedicure']);
    expect(params.get('addons.spa-pedicure')).toBe('polish:red');
    expect(roundTrip(choice)).toEqual(choice);
    expect(roundTrip({ ...choice, serviceIds: ['spa-pedicure', 'gel-manicure'] }).serviceIds).toEqual([
      'spa-pedicure',
      'gel-manicure',
    ]);
  });

  it('drops a later service’s materials and add-ons with the service, and gives a new one none', () => {
    const pedicure = { serviceId: 'spa-pedicure', materialIds: ['glitter'], addOnSelections: [] };
    const removed = paramsOfChoice({
      ...nothingElse,
      serviceIds: ['gel-manicure'],
      moreServices: [pedicure],
    });
    expect(removed.toString()).toBe('service=gel-manicure');
    expect(choiceOfParams(new URLSearchParams('service=gel-manicure&service=nail-art')).moreServices).toEqual(
      [{ serviceId: 'nail-art', materialIds: [], addOnSelections: [] }],
    );
  });

  it('takes no service as no visit yet', () => {
    expect(choiceOfParams(new URLSearchParams('')).serviceIds).toEqual([]);
    expect(paramsOfChoice({ serviceIds: [], ...nothingElse }).has('service')).toBe(false);
  });

  it('reads a hand-edited link as a visit the server takes: each service once, at most the limit', () => {
    const many = Array.from({ length: maxVisitServices + 2 }, (_, i) => `service=s${i}`);
    expect(choiceOfParams(new URLSearchParams(many.join('&'))).serviceIds).toHaveLength(maxVisitServices);
    expect(
      choiceOfParams(new URLSearchParams('service=gel&service=&service=gel&service=pedi')).serviceIds,
    ).toEqual(['gel', 'pedi']);
  });
});
