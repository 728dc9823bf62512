/** One sample of Prometheus text: its metric name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\["\\n])*)"(?:,|$)/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES = ['_bucket', '_sum', '_count', '_total', '_created'];

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.length > 0) {
    const match = LABEL.exec(rest);
    if (!match) throw new Error(`Bad labels in "${line}"`);
    labels[match[1]] = match[2].replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
    rest = rest.slice(match[0].length);
  }
  return labels;
}

/**
 * Reads the Prometheus text exposition format (version 0.0.4) strictly: every line a HELP, a TYPE or a
 * sample of a family whose TYPE came first, every value a number; throws on anything else.
 */
export function parsePrometheusText(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (comment) {
      if (!new RegExp(`^${NAME}$`).test(comment[2])) throw new Error(`Bad metric name in "${line}"`);
      if (comment[1] === 'TYPE') {
        if (!TYPES.has(comment[3])) throw new Error(`Unknown type in "${line}"`);
        types.set(comment[2], comment[3]);
      }
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`Not Prometheus text: "${line}"`);
    const [, name, labelText, valueText] = match;
    const family = [name, ...SUFFIXES.filter((suffix) => name.endsWith(suffix)).map((suffix) => name.slice(0, -suffix.length))].find((candidate) => types.has(candidate));
    if (!family) throw new Error(`Sample before its TYPE: "${line}"`);
    // Go's ParseFloat, which Prometheus reads values with, takes NaN and Inf in any case (prom-client writes `Nan`).
    const value = /^nan$/i.test(valueText) ? NaN : /^[+-]?inf$/i.test(valueText) ? (valueText.startsWith('-') ? -Infinity : Infinity) : Number(valueText);
    if (Number.isNaN(value) && !/^nan$/i.test(valueText)) throw new Error(`Bad value in "${line}"`);
    samples.push({ name, labels: parseLabels(labelText ?? '', line), value });
  }
  return samples;
}

/** The sum of the samples of `name` whose labels include `labels`. */
export function sumOf(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value)).reduce((sum, sample) => sum + sample.value, 0);
}
