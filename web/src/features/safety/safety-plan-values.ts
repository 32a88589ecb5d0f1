import type { SafetyPlan } from '#shared/schemas/user';

export type PlanContact = SafetyPlan['contacts'][number];

/** What the form edits: the plan, with one empty row in any list that has none, to type into. */
export type PlanValues = SafetyPlan;

export const EMPTY_CONTACT: PlanContact = { name: '', phone: '' };

/** The form's rows for a stored plan. */
export function toPlanValues(plan: SafetyPlan): PlanValues {
  return {
    warningSigns: plan.warningSigns.length ? [...plan.warningSigns] : [''],
    copingSteps: plan.copingSteps.length ? [...plan.copingSteps] : [''],
    contacts: plan.contacts.length ? plan.contacts.map((contact) => ({ ...contact })) : [EMPTY_CONTACT],
  };
}

/**
 * A `tel:` address for a number as the user typed it ("(555) 010-2030" → "tel:5550102030"), or
 * null when it holds no digit. A leading + stays, for international numbers.
 */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
