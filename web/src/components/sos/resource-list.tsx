import { useId, type ComponentType } from 'react';
import { MORE_LINES } from '#shared/crisis-help';
import { CRISIS_RESOURCES, INTERNATIONAL_RESOURCES, type CrisisResource, type ResourceAction } from '#shared/safety';
import { GlobeIcon, MessageIcon, PhoneIcon } from './safety-icons';

const ICONS: Record<ResourceAction['kind'], ComponentType> = {
  call: PhoneIcon,
  text: MessageIcon,
  link: GlobeIcon,
};

/**
 * One help action as a real link: `tel:` dials and `sms:` opens a text on a phone in one tap, with
 * no script in between that could fail. The website opens in a new tab, so this page stays.
 */
export function ResourceLink({ action }: { action: ResourceAction }) {
  const Icon = ICONS[action.kind];
  const external = action.kind === 'link';
  return (
    <a
      href={action.href}
      className={`resource-link resource-link--${action.kind}`}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <Icon />
      {action.label}
      {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}

/** Services with their one-line detail and their actions, as a list screen readers can count. */
export function ResourceList({ resources }: { resources: readonly CrisisResource[] }) {
  return (
    // role="list": Safari drops list semantics from a list styled without markers.
    <ul className="resource-list" role="list">
      {resources.map((resource) => (
        <li key={resource.id} className="resource">
          <p className="resource__name">{resource.name}</p>
          <p className="resource__detail">{resource.detail}</p>
          <div className="resource__actions">
            {resource.actions.map((action) => (
              <ResourceLink key={`${action.kind}-${action.href}`} action={action} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The US crisis lines first (SAFETY.md 3), then the lines for particular harms (docs/safety.md),
 * then the short international list; without the lines `shown` already above them.
 */
export function ResourceSections({ shown = [] }: { shown?: readonly CrisisResource[] }) {
  const id = useId();
  const sections = [
    { key: 'us', title: 'In the US', resources: CRISIS_RESOURCES },
    { key: 'more', title: 'More help in the US', resources: MORE_LINES },
    { key: 'world', title: 'Outside the US', resources: INTERNATIONAL_RESOURCES },
  ].map((section) => ({ ...section, resources: section.resources.filter((resource) => !shown.some((line) => line.id === resource.id)) }));
  return (
    <>
      {sections
        .filter((section) => section.resources.length > 0)
        .map(({ key, title, resources }) => (
          <section key={key} className="resource-section" aria-labelledby={`${id}-${key}`}>
            <h3 id={`${id}-${key}`} className="resource-section__title">
              {title}
            </h3>
            <ResourceList resources={resources} />
          </section>
        ))}
    </>
  );
}
