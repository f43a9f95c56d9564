import {
  type BookingInterestCategory,
  bookingInterestCategorySchema,
  calendarDateSchema,
  isPreferredTimeSlot,
} from '@studio/domain';

export interface WizardState {
  step: 1 | 2 | 3;
  category: BookingInterestCategory | null;
  preferredDate: string | null;
  preferredTime: string | null;
  instagramHandle: string;
  clientNotes: string;
}

export type WizardAction =
  | { type: 'choose-category'; category: BookingInterestCategory }
  /** `?service=`'s category, on to step 2: only while nothing is chosen yet. */
  | { type: 'preselect'; category: BookingInterestCategory }
  | {
      type: 'edit';
      patch: Partial<
        Pick<WizardState, 'preferredDate' | 'preferredTime' | 'instagramHandle' | 'clientNotes'>
      >;
    }
  /** Her details on file, into the fields she has left empty. */
  | { type: 'prefill'; instagramHandle: string; clientNotes: string }
  | { type: 'back' }
  | { type: 'submitted' }
  | { type: 'reset' };

export const initialWizardState: WizardState = {
  step: 1,
  category: null,
  preferredDate: null,
  preferredTime: null,
  instagramHandle: '',
  clientNotes: '',
};

/** The wizard's transitions (spec §4): 1 → 2 on a category, 2 → 3 on submit, Back, Submit Another. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'choose-category':
      return { ...state, step: 2, category: action.category };
    case 'edit':
      return state.step === 2 ? { ...state, ...action.patch } : state;
    case 'preselect':
      return state.step === 1 && state.category === null
        ? { ...state, step: 2, category: action.category }
        : state;
    case 'prefill':
      return {
        ...state,
        instagramHandle: state.instagramHandle || action.instagramHandle,
        clientNotes: state.clientNotes || action.clientNotes,
      };
    case 'back':
      return state.step === 2 ? { ...state, step: 1 } : state;
    case 'submitted':
      return state.step === 2 && state.category && state.preferredDate && state.preferredTime
        ? { ...state, step: 3 }
        : state;
    case 'reset':
      return initialWizardState;
  }
}

/** A freed time offered by a waitlist message: `/booking?category=…&date=…&time=…`. */
export interface FreedTimeOffer {
  category: BookingInterestCategory;
  date: string;
  /** null when the freed time is not one of the wizard's times (she then chooses one). */
  time: string | null;
}

/** The offer in a wizard address, or null when the address holds none (or a malformed one). */
export function freedTimeOfferOf(params: URLSearchParams): FreedTimeOffer | null {
  const category = bookingInterestCategorySchema.safeParse(params.get('category'));
  const date = calendarDateSchema.safeParse(params.get('date'));
  if (!category.success || !date.success) return null;
  const time = params.get('time');
  return { category: category.data, date: date.data, time: time && isPreferredTimeSlot(time) ? time : null };
}

/** The wizard's first state: at the date step with the offer filled in, or the usual start. */
export function offeredWizardState(offer: FreedTimeOffer | null): WizardState {
  if (!offer) return initialWizardState;
  return {
    ...initialWizardState,
    step: 2,
    category: offer.category,
    preferredDate: offer.date,
    preferredTime: offer.time,
  };
}
