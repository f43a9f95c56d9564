import { maskPhoneNumber } from '@studio/domain';
import type { MultiFactorInfo } from 'firebase/auth';

/** One second factor as the security screen lists it. */
export interface FactorRow {
  uid: string;
  name: string;
  /** '•••• 1234' for a phone; what kind of factor otherwise. */
  detail: string;
  enrolledAt: Date;
}

type Factor = Pick<MultiFactorInfo, 'uid' | 'displayName' | 'enrollmentTime' | 'factorId'> & {
  phoneNumber?: string;
};

/**
 * A factor in the studio's words. Only phones can be added here, but an account may carry an
 * authenticator app added elsewhere (e.g. by the owner through Identity Platform): it is listed
 * and can be removed all the same.
 */
export function factorRow(factor: Factor): FactorRow {
  const phone = factor.factorId === 'phone';
  return {
    uid: factor.uid,
    name: factor.displayName?.trim() || (phone ? 'Phone' : 'Authenticator app'),
    detail: phone ? maskPhoneNumber(factor.phoneNumber) : 'Authenticator app',
    enrolledAt: new Date(factor.enrollmentTime),
  };
}
