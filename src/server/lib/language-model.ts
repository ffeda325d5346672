import { z } from 'zod';

/**
 * An optional language model (issue 15 point 7), OpenAI-compatible or
 * Ollama, configured by environment variables. It only ever turns text into
 * text or JSON that the caller checks against its own schema; it never sees
 * the database and never writes SQL. Any failure (not configured, timeout,
 * HTTP error, unreadable reply) returns null, and the caller falls back to
 * its local logic.
 */
export const LanguageModelEnvShape = {
  ASSISTANT_MODEL_URL: z
    .string()
    .url('ASSISTANT_MODEL_URL must be a URL such as http://127.0.0.1:11434')
    .optional(),
  ASSISTANT_MODEL_KIND: z.enum(['openai', 'ollama']).default('openai'),
  ASSISTANT_MODEL_NAME: z.string().default('llama3.2'),
  ASSISTANT_MODEL_API_KEY: z.string().optional(),
  ASSISTANT_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
};
const LanguageModelEnv = z.object(LanguageModelEnvShape);

export type LanguageModel = {
  url: string;
  kind: 'openai' | 'ollama';
  model: string;
  apiKey?: string;
  timeoutMs: number;
};

/** The configured model, or null when ASSISTANT_MODEL_URL is unset (the default: no network). */
export function languageModelFromEnv(
  source: NodeJS.ProcessEnv = process.env,
): LanguageModel | null {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = LanguageModelEnv.safeParse(cleaned);
  if (!parsed.success || !parsed.data.ASSISTANT_MODEL_URL) return null;
  const env = parsed.data;
  return {
    url: env.ASSISTANT_MODEL_URL!.replace(/\/+$/, ''),
    kind: env.ASSISTANT_MODEL_KIND,
    model: env.ASSISTANT_MODEL_NAME,
    apiKey: env.ASSISTANT_MODEL_API_KEY,
    timeoutMs: env.ASSISTANT_MODEL_TIMEOUT_MS,
  };
}

type Prompt = { system: string; user: string; json: boolean };

function endpoint(model: LanguageModel): string {
  if (model.kind === 'ollama')
    return model.url.endsWith('/api/chat') ? model.url : `${model.url}/api/chat`;
  if (model.url.endsWith('/chat/completions')) return model.url;
  return model.url.endsWith('/v1')
    ? `${model.url}/chat/completions`
    : `${model.url}/v1/chat/completions`;
}

function requestBody(model: LanguageModel, prompt: Prompt) {
  const messages = [
    { role: 'system', content: prompt.system },
    { role: 'user', content: prompt.user },
  ];
  if (model.kind === 'ollama') {
    return {
      model: model.model,
      messages,
      stream: false,
      ...(prompt.json ? { format: 'json' } : {}),
      options: { temperature: 0 },
    };
  }
  return {
    model: model.model,
    messages,
    temperature: 0,
    ...(prompt.json ? { response_format: { type: 'json_object' } } : {}),
  };
}

const OpenAiReply = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const OllamaReply = z.object({ message: z.object({ content: z.string() }) });

/** The model's reply text, or null on any failure. */
export async function completeText(model: LanguageModel, prompt: Prompt): Promise<string | null> {
  try {
    const response = await fetch(endpoint(model), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(model.apiKey ? { authorization: `Bearer ${model.apiKey}` } : {}),
      },
      body: JSON.stringify(requestBody(model, prompt)),
      signal: AbortSignal.timeout(model.timeoutMs),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (model.kind === 'ollama') {
      const parsed = OllamaReply.safeParse(body);
      return parsed.success ? parsed.data.message.content : null;
    }
    const parsed = OpenAiReply.safeParse(body);
    return parsed.success ? parsed.data.choices[0]!.message.content : null;
  } catch {
    return null;
  }
}

/** The model's reply as JSON checked against `schema`, or null (timeout, not JSON, not the schema). */
export async function completeJson<T extends z.ZodType>(
  model: LanguageModel,
  schema: T,
  prompt: Omit<Prompt, 'json'>,
): Promise<z.output<T> | null> {
  const text = await completeText(model, { ...prompt, json: true });
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(
      JSON.parse(text.trim().replace(/^```(?:json)?\s*|\s*```$/g, '')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
