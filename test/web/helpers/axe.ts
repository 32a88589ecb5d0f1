import axe from 'axe-core';

/**
 * axe-core's WCAG A and AA rules on one element. jsdom does not lay out or paint, so the colour
 * rules are left to the end-to-end tests in a real browser; names, roles, labels and ids are checked here.
 */
export async function violations(element: Element) {
  const result = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
