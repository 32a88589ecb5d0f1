import * as z from 'zod/mini';
import { reportFindings } from '#shared/insights/session-report';
import { StrictSchemaError, strictJsonSchema } from '../../../../../functions/providers/openai-json-schema';
import { reportResponseFormat } from '../../../../../functions/providers/insights/response-format';

/** The report's JSON schema for OpenAI's strict structured output, generated from the shared zod schema. */

type Node = Record<string, unknown>;

/** Every object node of a JSON schema, with its path. */
function objectsOf(node: Node, path = '$'): Array<[string, Node]> {
  const own: Array<[string, Node]> = node.type === 'object' ? [[path, node]] : [];
  const properties = Object.entries((node.properties as Record<string, Node> | undefined) ?? {}).flatMap(([name, sub]) =>
    objectsOf(sub, `${path}.${name}`),
  );
  const items = node.items ? objectsOf(node.items as Node, `${path}[]`) : [];
  const anyOf = ((node.anyOf as Node[] | undefined) ?? []).flatMap((sub, i) => objectsOf(sub, `${path}|${i}`));
  return [...own, ...properties, ...items, ...anyOf];
}

describe('the report JSON schema', () => {
  const { type, json_schema } = reportResponseFormat();
  const schema = json_schema.schema;

  it('asks for strict structured output, named', () => {
    expect(type).toBe('json_schema');
    expect(json_schema).toMatchObject({ name: 'session_report', strict: true });
  });

  it('makes every property of every object required and allows no others (strict mode’s rule)', () => {
    const objects = objectsOf(schema);
    expect(objects.map(([path]) => path)).toEqual(
      expect.arrayContaining(['$', '$.sentiment', '$.emotions[]', '$.futureSessionSuggestions[]', '$.suicideScore']),
    );
    for (const [, node] of objects) {
      expect(node.additionalProperties).toBe(false);
      expect([...(node.required as string[])].sort()).toEqual(Object.keys(node.properties as Node).sort());
    }
  });

  it('covers every topic of the shared schema', () => {
    expect(Object.keys(schema.properties as Node).sort()).toEqual(Object.keys(reportFindings.shape).sort());
  });

  it('keeps out keywords strict mode refuses, saying string lengths in words', () => {
    const text = JSON.stringify(schema);
    expect(text).not.toMatch(/"(\$schema|maxLength|minLength|default)"/);
    const quotes = (schema.properties as Record<string, Node>).significantQuotes!;
    expect(quotes).toMatchObject({ type: 'array', maxItems: 3, items: { type: 'string', description: 'At most 600 characters.' } });
    expect((schema.properties as Record<string, Node>).suicideScore).toMatchObject({
      properties: { score: { type: 'integer', minimum: 0, maximum: 5 } },
    });
  });

  it('refuses a schema strict mode cannot express: an optional property, or an open object', () => {
    expect(() => strictJsonSchema(z.strictObject({ a: z.string(), b: z.optional(z.string()) }))).toThrow(StrictSchemaError);
    expect(() => strictJsonSchema(z.looseObject({ a: z.string() }))).toThrow(/additionalProperties/);
  });
});
