import type { SafetyPlan } from './schemas/user';

/**
 * The plan without the rows left blank: items empty once trimmed, and contacts with neither a name
 * nor a phone. The form always offers an empty row to type into, so the web app drops them before
 * sending and the API again before storing (a client may send them as is): one rule for both.
 */
export function withoutBlankRows(plan: SafetyPlan): SafetyPlan {
  const texts = (list: readonly string[]) => list.map((text) => text.trim()).filter(Boolean);
  return {
    warningSigns: texts(plan.warningSigns),
    copingSteps: texts(plan.copingSteps),
    contacts: plan.contacts
      .map((contact) => ({ name: contact.name.trim(), phone: contact.phone.trim() }))
      .filter((contact) => contact.name || contact.phone),
  };
}
