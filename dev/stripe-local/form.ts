/**
 * Stripe's v1 API takes `application/x-www-form-urlencoded` bodies with bracket notation
 * (`line_items[0][price]=price_x`, `metadata[uid]=u1`, `expand[]=customer`). This turns such a
 * body, or a query string, back into the nested object the SDK started from.
 */

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

/** `a[b][0][c]` → ['a', 'b', '0', 'c']; `expand[]` → ['expand', '']. */
function keyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open < 0) return [key];
  const parts = [key.slice(0, open)];
  for (const match of key.slice(open).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1]!);
  return parts;
}

function assign(target: FormObject, path: string[], value: string): void {
  let node: FormObject = target;
  path.forEach((part, i) => {
    const last = i === path.length - 1;
    // `expand[]=a&expand[]=b`: empty brackets append, so give the parent a fresh numeric index.
    const key = part === '' ? String(Object.keys(node).length) : part;
    if (last) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as FormObject;
  });
}

/** Objects whose keys are all 0..n-1 become arrays, as the SDK's arrays were. */
function arrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arrays(value[k]!)]));
  const indexed = keys.length > 0 && keys.every((k, i) => k === String(i));
  return indexed ? keys.map((k) => converted[k]!) : converted;
}

/** Parses a form body or query string in Stripe's bracket notation. */
export function parseForm(text: string | URLSearchParams): FormObject {
  const params = typeof text === 'string' ? new URLSearchParams(text) : text;
  const root: FormObject = {};
  for (const [key, value] of params) assign(root, keyPath(key), value);
  return arrays(root) as FormObject;
}

/** A string field, or undefined when absent or not a string. */
export const str = (form: FormObject, key: string): string | undefined => {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
};

/** A nested object field (metadata, subscription_data), empty when absent. */
export const obj = (form: FormObject, key: string): FormObject => {
  const value = form[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
};

/** Metadata as Stripe stores it: string values only. */
export const metadataOf = (form: FormObject): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(form, 'metadata')).filter((e): e is [string, string] => typeof e[1] === 'string'));
