/**
 * The few OpenAI request and answer shapes the adapters use, written by hand (the API's own
 * names), so no SDK types are needed. Only the fields we send or read are listed.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Structured output: the answer is held to a strict JSON schema. */
export interface JsonSchemaFormat {
  type: 'json_schema';
  json_schema: { name: string; strict?: boolean; schema: Record<string, unknown>; description?: string };
}

/** JSON mode: the answer is one JSON object, of no set schema (what most compatible servers know). */
export interface JsonObjectFormat {
  type: 'json_object';
}

export interface ChatCompletionRequest {
  model: string;
  messages: ChatMessage[];
  store?: boolean;
  temperature?: number;
  max_completion_tokens?: number;
  /** What OpenAI-compatible servers know instead of `max_completion_tokens`. */
  max_tokens?: number;
  response_format?: JsonSchemaFormat | JsonObjectFormat;
}

export interface Usage {
  prompt_tokens?: number;
  completion_tokens?: number;
}

export interface ChatCompletion {
  choices: { finish_reason: string; message: { content: string | null; refusal?: string | null } }[];
  usage?: Usage | null;
}

export interface ChatCompletionChunk {
  choices: { finish_reason?: string | null; delta?: { content?: string | null } }[];
  usage?: Usage | null;
}

export interface Moderation {
  categories: Record<string, boolean>;
  category_scores: Record<string, number>;
}

export interface ModerationResponse {
  results: Moderation[];
}

export interface SpeechRequest {
  model: string;
  voice: string;
  input: string;
  response_format?: 'mp3';
}
