import { toJSONSchema, type ZodMiniType } from 'zod/mini';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';

/**
 * The JSON schema OpenAI's structured output is held to (the report analyst, the risk assessor),
 * generated from a zod schema so the two cannot drift. Strict mode accepts a subset of JSON Schema: every object lists all its
 * properties as required and allows no others, and some keywords are refused (string lengths among
 * them). Those are moved into the description, where the model still reads them, and the answer
 * is checked against the zod schema itself afterwards.
 */

type Json = Record<string, unknown>;

/** A strict `response_format`: the SDK's, with its schema always set. */
export type JsonSchemaFormat = ResponseFormatJSONSchema & { json_schema: { schema: Json; strict: true } };

/** Keywords strict mode accepts (OpenAI, "Supported schemas"). */
const SUPPORTED = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'description',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'pattern',
  'format',
]);

/** Keywords strict mode refuses, said in words instead. */
const DESCRIBED: Record<string, (value: unknown) => string> = {
  maxLength: (value) => `At most ${String(value)} characters.`,
  minLength: (value) => `At least ${String(value)} characters.`,
};

/** Thrown when the shared schema uses something strict mode cannot express: a test catches it first. */
export class StrictSchemaError extends Error {}

function strictNode(node: Json, path: string): Json {
  const out: Json = {};
  const notes: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue;
    const describe = DESCRIBED[key];
    if (describe) notes.push(describe(value));
    else if (!SUPPORTED.has(key)) throw new StrictSchemaError(`${path}: strict mode does not accept "${key}"`);
    else if (key === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, Json>).map(([name, sub]) => [name, strictNode(sub, `${path}.${name}`)]),
      );
    } else if (key === 'items') out.items = strictNode(value as Json, `${path}[]`);
    else if (key === 'anyOf') out.anyOf = (value as Json[]).map((sub, i) => strictNode(sub, `${path}|${i}`));
    else out[key] = value;
  }
  if (notes.length) out.description = [out.description, ...notes].filter(Boolean).join(' ');
  if (out.type === 'object') {
    const names = Object.keys((out.properties as Json | undefined) ?? {});
    const required = new Set((out.required as string[] | undefined) ?? []);
    if (out.additionalProperties !== false) throw new StrictSchemaError(`${path}: an object must set additionalProperties: false`);
    if (names.length !== required.size || !names.every((name) => required.has(name))) {
      throw new StrictSchemaError(`${path}: every property must be required (make optional ones nullable instead)`);
    }
  }
  return out;
}

/** The shared zod schema as strict mode's JSON schema; throws StrictSchemaError if it cannot be one. */
export function strictJsonSchema(schema: ZodMiniType): Json {
  return strictNode(toJSONSchema(schema) as Json, '$');
}

/**
 * The `response_format` of a structured-output call named `name`, built on first use and then
 * kept: each caller (the report analyst, the risk assessor, the reply judge, ...) makes its own.
 */
export function strictResponseFormat(name: string, schema: ZodMiniType): () => JsonSchemaFormat {
  let format: JsonSchemaFormat | undefined;
  return () => (format ??= { type: 'json_schema', json_schema: { name, strict: true, schema: strictJsonSchema(schema) } });
}

/** What a structured-output call answered: the part of a chat completion the parsing reads. */
export interface StructuredCompletion {
  choices: ReadonlyArray<{ finish_reason: string | null; message: { content: string | null; refusal?: string | null } }>;
}

/**
 * The answer of a structured-output call, checked against the zod schema it was asked for; throws
 * `invalid(reason)` when there is none: a refusal, an answer cut off (or filtered), text that is
 * not JSON, or JSON off the schema. Strict mode should make the last two impossible; the check
 * costs nothing and keeps a model's slip out of the app.
 */
export function structuredAnswer<T>(
  completion: StructuredCompletion,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  invalid: (reason: string) => Error,
): T {
  const choice = completion.choices[0];
  const content = choice?.message.content;
  if (!content || choice.message.refusal || choice.finish_reason !== 'stop') {
    throw invalid(`no answer (finish reason ${choice?.finish_reason ?? 'none'})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw invalid('the answer is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalid('the answer is off the schema');
  return parsed.data;
}
