// Who is asking. The owner (admin SDKs, `Firebase owner` tokens) bypasses rules; everyone else is
// judged by the rules with their decoded ID token, or as signed out.

import type { RulesAuth } from '../rules/api.ts';

export type Caller = { owner: true } | { owner: false; auth: RulesAuth | null };

export const OWNER: Caller = { owner: true };
