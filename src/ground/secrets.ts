/**
 * The one redaction of the CLI. Every secret it may hold (the credential variables, and what an SDK
 * resolved from a credentials file, SSO or a process) is registered here, and `redact` blanks every
 * form a store, a proxy or a log may echo it in: raw, in any letter case, percent-encoded (upper or
 * lower hex), JSON-escaped, and base64 (alone, or inside a longer encoded value at any alignment).
 */

/** Environment variables whose values are credentials. */
export const SECRET_VARIABLES = [
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'CLOUDFLARE_API_TOKEN',
  'CLOUDFLARE_API_KEY',
] as const;

/** Shorter values are not treated as secrets: blanking "us" or "1" everywhere would garble output. */
const MIN_LENGTH = 4;
const MASK = '***';

const registered = new Set<string>();
let pattern: RegExp | undefined;

/** Adds a secret learnt at run time (a credential the AWS SDK resolved): redacted from then on. */
export function addSecret(value: string | undefined): void {
  if (!value || value.length < MIN_LENGTH || registered.has(value)) return;
  registered.add(value);
  pattern = undefined;
}

/** Every form of one secret that output may carry. */
export function secretForms(value: string): string[] {
  const forms = new Set<string>([value]);
  const encoded = encodeURIComponent(value);
  forms.add(encoded);
  forms.add(encoded.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()));
  // application/x-www-form-urlencoded, and encodeURI (which leaves / + = : alone).
  forms.add(encoded.replace(/%20/g, '+'));
  forms.add(encodeURI(value));
  const json = JSON.stringify(value).slice(1, -1);
  forms.add(json);
  forms.add(json.replaceAll('/', '\\/'));
  // Encoders that keep JSON safe inside HTML (Go, .NET, some gateways) escape < > & ' as \u00XX.
  forms.add(json.replace(/[<>&']/g, (c) => `\\u00${c.charCodeAt(0).toString(16).padStart(2, '0')}`));
  const bytes = Buffer.from(value, 'utf8');
  for (let shift = 0; shift < 3; shift++) {
    // The secret inside a longer base64 value (`Basic base64(user:secret)`) starts at any of three
    // byte alignments: the characters that encode only its bytes are the same whatever surrounds it.
    const b64 = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    const start = shift === 0 ? 0 : 4;
    const whole = Math.floor((shift + bytes.length) / 3) * 4;
    const core = b64.slice(start, whole);
    if (core.length >= 8) {
      forms.add(core);
      forms.add(core.replace(/\+/g, '-').replace(/\//g, '_'));
    }
    if (shift === 0) {
      forms.add(b64);
      forms.add(b64.replace(/=+$/, ''));
      forms.add(b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
    }
  }
  return [...forms].filter((f) => f.length >= MIN_LENGTH);
}

function secretsOf(env: NodeJS.ProcessEnv): string[] {
  const values = new Set(registered);
  for (const name of SECRET_VARIABLES) {
    const value = env[name];
    if (value && value.length >= MIN_LENGTH) values.add(value);
  }
  return [...values];
}

function patternFor(values: string[]): RegExp | undefined {
  const forms = [...new Set(values.flatMap(secretForms))];
  if (forms.length === 0) return undefined;
  // Longest first, so a form is blanked whole rather than a shorter form inside it.
  forms.sort((a, b) => b.length - a.length);
  return new RegExp(forms.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi');
}

let cachedEnvKey = '';

/**
 * Text safe to print: every form of every secret blanked out. Case-insensitive, so a store that
 * lower-cases a header it echoes does not leak it either.
 */
export function redact(text: string, env: NodeJS.ProcessEnv = process.env): string {
  const values = secretsOf(env);
  const key = values.join('\u0000');
  if (!pattern || key !== cachedEnvKey) {
    pattern = patternFor(values);
    cachedEnvKey = key;
  }
  return pattern ? text.replace(pattern, MASK) : text;
}
