import { describe, expect, it } from 'vitest';
import { doesEveryService } from './visit.ts';

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
