import { useId } from 'react';
import { SAFETY_PLAN_LIMITS } from '#shared/safety';
import { Button } from '@/components/button';
import { EMPTY_CONTACT, telHref, type PlanContact } from '../safety-plan-values';
import { useRowFocus } from '../use-row-focus';
import { PhoneIcon } from '@/components/sos/safety-icons';

export interface PlanContactsFieldProps {
  contacts: readonly PlanContact[];
  onChange: (contacts: PlanContact[]) => void;
  /** The API's message for one field of a contact. */
  errorAt: (index: number, field: keyof PlanContact) => string | undefined;
  listError: string | undefined;
}

/**
 * "People to contact" in the safety plan: a name and a phone number per person, the number also
 * a `tel:` link ("Call Sam"), so the plan is one tap from a call when it is needed.
 */
export function PlanContactsField({ contacts, onChange, errorAt, listError }: PlanContactsFieldProps) {
  const id = useId();
  const { listRef, addRef, focusRow, focusAdd } = useRowFocus();
  const full = contacts.length >= SAFETY_PLAN_LIMITS.items;

  const edit = (index: number, field: keyof PlanContact, value: string) =>
    onChange(contacts.map((contact, i) => (i === index ? { ...contact, [field]: value } : contact)));
  const remove = (index: number) => {
    const rest = contacts.filter((_, i) => i !== index);
    onChange(rest.length ? rest : [EMPTY_CONTACT]);
    focusAdd();
  };
  const add = () => {
    onChange([...contacts, EMPTY_CONTACT]);
    focusRow(contacts.length);
  };

  return (
    <fieldset className="plan-field" aria-describedby={`${id}-hint${listError ? ` ${id}-error` : ''}`}>
      <legend className="plan-field__legend">People to contact</legend>
      <p id={`${id}-hint`} className="field__hint">
        Friends, family or others you can call when things get hard. Up to {SAFETY_PLAN_LIMITS.items}.
      </p>
      {listError ? (
        <p id={`${id}-error`} className="field__error">
          {listError}
        </p>
      ) : null}
      <ol ref={listRef} className="plan-field__rows">
        {contacts.map((contact, index) => {
          const number = index + 1;
          const href = telHref(contact.phone);
          const field = (name: keyof PlanContact, label: string, limit: number) => {
            const inputId = `${id}-${index}-${name}`;
            const error = errorAt(index, name);
            return (
              <div className="plan-contact__field">
                <label htmlFor={inputId} className="plan-contact__label">
                  <span className="visually-hidden">Contact {number}</span> {label}
                </label>
                <input
                  id={inputId}
                  data-row={name === 'name' ? index : undefined}
                  className="field__input"
                  type={name === 'phone' ? 'tel' : 'text'}
                  autoComplete="off"
                  value={contact[name]}
                  maxLength={limit}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  onChange={(event) => edit(index, name, event.target.value)}
                />
                {error ? (
                  <p id={`${inputId}-error`} className="field__error">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          };
          return (
            // Rows have no identity beyond their place; the inputs are controlled, so index keys are safe.
            <li key={index} className="plan-row plan-contact">
              {field('name', 'Name', SAFETY_PLAN_LIMITS.contactName)}
              {field('phone', 'Phone', SAFETY_PLAN_LIMITS.contactPhone)}
              <div className="plan-contact__actions">
                {href ? (
                  <a className="resource-link resource-link--call" href={href}>
                    <PhoneIcon />
                    Call {contact.name.trim() || `contact ${number}`}
                  </a>
                ) : null}
                {contacts.length > 1 || contact.name || contact.phone ? (
                  <Button variant="ghost" onClick={() => remove(index)}>
                    Remove <span className="visually-hidden">contact {number}</span>
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <Button ref={addRef} variant="secondary" className="plan-field__add" disabled={full} onClick={add}>
        Add a contact
      </Button>
    </fieldset>
  );
}
