import type { SafetyPlan } from '../../../../shared/schemas/user';

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
 * What is saved: trimmed, without empty rows. The form shows this same list before the request,
 * so a field error the API names by index (`contacts.1.phone`) points at the row on screen.
 */
export function toSafetyPlan(values: PlanValues): SafetyPlan {
  const texts = (list: readonly string[]) => list.map((text) => text.trim()).filter(Boolean);
  return {
    warningSigns: texts(values.warningSigns),
    copingSteps: texts(values.copingSteps),
    contacts: values.contacts
      .map((contact) => ({ name: contact.name.trim(), phone: contact.phone.trim() }))
      .filter((contact) => contact.name || contact.phone),
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
